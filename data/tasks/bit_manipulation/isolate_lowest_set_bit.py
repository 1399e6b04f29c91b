# domain: bit_manipulation
# function: isolate_lowest_set_bit
# query: Return the value of only the lowest set bit of a non-negative integer n (e.g. 12 -> 4), or
#   0 when n is 0. Raise ValueError for a negative n.

def isolate_lowest_set_bit(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if n == 0:
        return 0
    bit = 1
    while n & bit == 0:
        bit <<= 1
    return bit

# --- tests ---
import pytest

assert isolate_lowest_set_bit(0) == 0
assert isolate_lowest_set_bit(1) == 1
assert isolate_lowest_set_bit(2) == 2
assert isolate_lowest_set_bit(12) == 4
assert isolate_lowest_set_bit(7) == 1
assert isolate_lowest_set_bit(80) == 16
assert isolate_lowest_set_bit(1 << 33) == 1 << 33
with pytest.raises(ValueError):
    isolate_lowest_set_bit(-1)

# --- implementation 2: n XOR (n with its lowest set bit cleared) ---
def isolate_lowest_set_bit(n):
    if n < 0:
        raise ValueError("negative input")
    without_lowest = n & (n - 1)
    return n ^ without_lowest

# --- implementation 3: count trailing zeros of the binary string, shift 1 by that ---
def isolate_lowest_set_bit(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if n == 0:
        return 0
    bits = bin(n)
    zeros = len(bits) - len(bits.rstrip("0"))
    return 1 << zeros

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-40, -1),)
    if r < 0.35:
        k = rng.randint(0, 50)
        return (rng.choice([0, 1 << k, (1 << k) * rng.randint(1, 9)]),)
    return (rng.randint(0, 1 << rng.randint(1, 40)),)
