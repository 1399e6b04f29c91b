# domain: bit_manipulation
# function: xor_of_range_zero_to_n
# query: Return 0 ^ 1 ^ 2 ^ ... ^ n in constant time using the period-4 pattern of prefix XORs.
#   Raise ValueError for negative n.

def xor_of_range_zero_to_n(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    remainder = n % 4
    if remainder == 0:
        return n
    if remainder == 1:
        return 1
    if remainder == 2:
        return n + 1
    return 0

# --- tests ---
import pytest

assert xor_of_range_zero_to_n(0) == 0
assert xor_of_range_zero_to_n(1) == 1
assert xor_of_range_zero_to_n(2) == 3
assert xor_of_range_zero_to_n(3) == 0
assert xor_of_range_zero_to_n(4) == 4
assert xor_of_range_zero_to_n(5) == 1
assert xor_of_range_zero_to_n(6) == 7
assert xor_of_range_zero_to_n(11) == 0
with pytest.raises(ValueError):
    xor_of_range_zero_to_n(-1)

# --- implementation 2: index a four-entry list by n % 4 ---
def xor_of_range_zero_to_n(n):
    if n < 0:
        raise ValueError("negative n")
    pattern = [n, 1, n + 1, 0]
    return pattern[n % 4]

# --- implementation 3: n itself when even, XOR the parity of the number of odd values up to n ---
def xor_of_range_zero_to_n(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    even_part = 0 if n & 1 else n
    odd_count_parity = ((n + 1) >> 1) & 1
    return even_part ^ odd_count_parity

# --- implementation 4: aligned blocks of four XOR to 0, so XOR only the values of the last partial block ---
def xor_of_range_zero_to_n(n):
    if n < 0:
        raise ValueError("n may not be negative")
    result = 0
    for value in range(n - n % 4, n + 1):
        result ^= value
    return result

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return (rng.randint(-10, -1),)
    return (rng.choice([0, 1, 2, 3, 4, 5, 6, 7, rng.randint(0, 100), rng.randint(0, 1 << 40)]),)
