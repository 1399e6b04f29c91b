# domain: bit_manipulation
# function: is_power_of_four
# query: Check whether an integer n is a power of four (1, 4, 16, 64, ...): exactly one set bit,
#   located at an even position. Zero and negatives return False.

def is_power_of_four(n):
    if n <= 0:
        return False
    if n & (n - 1) != 0:
        return False
    return n & 0x5555555555555555 != 0

# --- tests ---
import pytest

assert is_power_of_four(1) is True
assert is_power_of_four(4) is True
assert is_power_of_four(2) is False
assert is_power_of_four(8) is False
assert is_power_of_four(0) is False
assert is_power_of_four(-4) is False
assert is_power_of_four(12) is False
assert is_power_of_four(1 << 62) is True
assert is_power_of_four(-1) is False

# --- implementation 2: divide by 4 while it divides, then compare with 1 ---
def is_power_of_four(n):
    if n < 1:
        return False
    while n % 4 == 0:
        n //= 4
    return n == 1

# --- implementation 3: a single set bit whose position is even ---
def is_power_of_four(n):
    if n <= 0:
        return False
    position = n.bit_length() - 1
    return n == 1 << position and position % 2 == 0

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        return (rng.randint(-70, 0),)
    if r < 0.55:
        k = rng.randint(0, 62)
        return ((1 << k) + rng.choice([0, 0, 0, -1, 1, 4]),)
    return (rng.randint(1, 5000),)
