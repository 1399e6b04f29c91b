# domain: bit_manipulation
# function: next_power_of_two
# query: Return the smallest power of two that is greater than or equal to a positive integer n
#   (so a power of two maps to itself). Raise ValueError when n is zero or negative.

def next_power_of_two(n):
    if n <= 0:
        raise ValueError("n must be positive")
    power = 1
    while power < n:
        power <<= 1
    return power

# --- tests ---
import pytest

assert next_power_of_two(1) == 1
assert next_power_of_two(2) == 2
assert next_power_of_two(3) == 4
assert next_power_of_two(5) == 8
assert next_power_of_two(16) == 16
assert next_power_of_two(17) == 32
assert next_power_of_two(1000) == 1024
with pytest.raises(ValueError):
    next_power_of_two(0)
with pytest.raises(ValueError):
    next_power_of_two(-4)
