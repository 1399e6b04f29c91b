# domain: bit_manipulation
# function: is_power_of_two
# query: Check whether an integer n is an exact power of two (1, 2, 4, 8, ...). Zero and negative
#   numbers are not powers of two, so return False for them.

def is_power_of_two(n):
    if n <= 0:
        return False
    below = n - 1
    return n & below == 0

# --- tests ---
import pytest

assert is_power_of_two(1) is True
assert is_power_of_two(2) is True
assert is_power_of_two(0) is False
assert is_power_of_two(-2) is False
assert is_power_of_two(-8) is False
assert is_power_of_two(3) is False
assert is_power_of_two(6) is False
assert is_power_of_two(1 << 50) is True
assert is_power_of_two((1 << 50) + 1) is False

# --- implementation 2: a positive number with exactly one '1' in its binary string ---
def is_power_of_two(n):
    if n < 1:
        return False
    ones = bin(n).count("1")
    return ones == 1

# --- implementation 3: halve while even, then compare with 1 ---
def is_power_of_two(n):
    if n <= 0:
        return False
    while n % 2 == 0:
        n //= 2
    return n == 1

# --- implementation 4: equal to 1 shifted to its own highest bit ---
def is_power_of_two(n):
    if n <= 0:
        return False
    top = 1 << (n.bit_length() - 1)
    return n == top

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        return (rng.choice([0, -1, -2, -8, rng.randint(-100, 0)]),)
    if r < 0.6:
        k = rng.randint(0, 60)
        return ((1 << k) + rng.choice([0, 0, -1, 1, 2]),)
    return (rng.randint(1, 5000),)
