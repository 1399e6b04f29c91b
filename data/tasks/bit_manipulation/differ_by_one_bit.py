# domain: bit_manipulation
# function: differ_by_one_bit
# query: Return True when two non-negative integers a and b differ in exactly one bit position (as
#   neighbouring Gray codes do) and False otherwise, including when they are equal. Raise
#   ValueError if a or b is negative.

def differ_by_one_bit(a, b):
    if a < 0 or b < 0:
        raise ValueError("inputs must be non-negative")
    diff = a ^ b
    if diff == 0:
        return False
    return diff & (diff - 1) == 0

# --- tests ---
import pytest

assert differ_by_one_bit(0, 1) is True
assert differ_by_one_bit(2, 3) is True
assert differ_by_one_bit(1, 2) is False
assert differ_by_one_bit(5, 5) is False
assert differ_by_one_bit(0, 0) is False
assert differ_by_one_bit(8, 0) is True
assert differ_by_one_bit(6, 5) is False
with pytest.raises(ValueError):
    differ_by_one_bit(-1, 0)
with pytest.raises(ValueError):
    differ_by_one_bit(0, -1)
