# domain: bit_manipulation
# function: bitwise_and_of_range
# query: Return the bitwise AND of all integers from low to high inclusive (0 <= low <= high),
#   computed from their common binary prefix. Raise ValueError if low is negative or low > high.

def bitwise_and_of_range(low, high):
    if low < 0 or low > high:
        raise ValueError("require 0 <= low <= high")
    shift = 0
    while low != high:
        low >>= 1
        high >>= 1
        shift += 1
    return low << shift

# --- tests ---
import pytest

assert bitwise_and_of_range(5, 7) == 4
assert bitwise_and_of_range(0, 0) == 0
assert bitwise_and_of_range(6, 6) == 6
assert bitwise_and_of_range(1, 2) == 0
assert bitwise_and_of_range(12, 15) == 12
assert bitwise_and_of_range(8, 16) == 0
assert bitwise_and_of_range(26, 30) == 24
with pytest.raises(ValueError):
    bitwise_and_of_range(5, 4)
with pytest.raises(ValueError):
    bitwise_and_of_range(-1, 4)
