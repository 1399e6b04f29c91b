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
