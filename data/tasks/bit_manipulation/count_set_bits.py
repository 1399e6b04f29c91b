# domain: bit_manipulation
# function: count_set_bits
# query: Count how many 1 bits are in the binary representation of a non-negative integer n (its
#   population count). Return 0 when n is 0 and raise ValueError for a negative n.

def count_set_bits(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    count = 0
    while n:
        n &= n - 1
        count += 1
    return count

# --- tests ---
import pytest

assert count_set_bits(0) == 0
assert count_set_bits(1) == 1
assert count_set_bits(2) == 1
assert count_set_bits(7) == 3
assert count_set_bits(255) == 8
assert count_set_bits(0b1011001) == 4
assert count_set_bits((1 << 64) - 1) == 64
with pytest.raises(ValueError):
    count_set_bits(-1)

# --- implementation 2: count '1' characters of bin(n) ---
def count_set_bits(n):
    if n < 0:
        raise ValueError("negative input")
    digits = bin(n)
    return digits.count("1")

# --- implementation 3: add up the remainders of repeated division by 2 ---
def count_set_bits(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    total = 0
    while n > 0:
        n, bit = divmod(n, 2)
        total += bit
    return total

# --- implementation 4: sum the bit at every position below bit_length ---
def count_set_bits(n):
    if n < 0:
        raise ValueError("n is negative")
    positions = range(n.bit_length())
    return sum((n >> i) & 1 for i in positions)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-40, -1),)
    if r < 0.3:
        k = rng.randint(0, 70)
        return (rng.choice([0, 1 << k, (1 << k) - 1]),)
    return (rng.randint(0, 1 << rng.randint(1, 64)),)
