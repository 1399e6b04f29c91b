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
