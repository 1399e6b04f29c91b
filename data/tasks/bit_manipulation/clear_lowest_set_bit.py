# domain: bit_manipulation
# function: clear_lowest_set_bit
# query: Turn off the rightmost 1 bit of a non-negative integer n and return the result; 0 stays 0.
#   Raise ValueError for a negative n.

def clear_lowest_set_bit(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    below = n - 1
    return n & below

# --- tests ---
import pytest

assert clear_lowest_set_bit(0) == 0
assert clear_lowest_set_bit(1) == 0
assert clear_lowest_set_bit(2) == 0
assert clear_lowest_set_bit(6) == 4
assert clear_lowest_set_bit(12) == 8
assert clear_lowest_set_bit(7) == 6
assert clear_lowest_set_bit(0b101000) == 0b100000
with pytest.raises(ValueError):
    clear_lowest_set_bit(-1)

# --- implementation 2: subtract the isolated lowest set bit n & -n ---
def clear_lowest_set_bit(n):
    if n < 0:
        raise ValueError("negative input")
    lowest = n & -n
    return n - lowest

# --- implementation 3: turn the last '1' of the binary string into '0' ---
def clear_lowest_set_bit(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    bits = bin(n)[2:]
    cut = bits.rfind("1")
    if cut < 0:
        return 0
    return int(bits[:cut] + "0" + bits[cut + 1:], 2)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-40, -1),)
    if r < 0.3:
        k = rng.randint(0, 30)
        return (rng.choice([0, 1 << k, (1 << k) - 1, (1 << k) + 1]),)
    return (rng.randint(0, 1 << rng.randint(1, 40)),)
