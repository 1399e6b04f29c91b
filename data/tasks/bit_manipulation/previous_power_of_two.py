# domain: bit_manipulation
# function: previous_power_of_two
# query: Return the largest power of two that is less than or equal to a positive integer n
#   (e.g. 20 -> 16, 16 -> 16, 1 -> 1). Raise ValueError if n is zero or negative.

def previous_power_of_two(n):
    if n <= 0:
        raise ValueError("n must be positive")
    power = 1
    while power * 2 <= n:
        power <<= 1
    return power

# --- tests ---
import pytest

assert previous_power_of_two(1) == 1
assert previous_power_of_two(2) == 2
assert previous_power_of_two(3) == 2
assert previous_power_of_two(16) == 16
assert previous_power_of_two(20) == 16
assert previous_power_of_two(31) == 16
assert previous_power_of_two(1 << 45) == 1 << 45
with pytest.raises(ValueError):
    previous_power_of_two(0)
with pytest.raises(ValueError):
    previous_power_of_two(-1)
