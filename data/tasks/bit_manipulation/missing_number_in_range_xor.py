# domain: bit_manipulation
# function: missing_number_in_range_xor
# query: Given a list values containing n distinct numbers taken from 0..n, find the single number
#   of that range that is missing. For an empty list the missing number is 0. Raise ValueError
#   when a value lies outside 0..n.

def missing_number_in_range_xor(values):
    n = len(values)
    result = n
    for index in range(n):
        value = values[index]
        if value < 0 or value > n:
            raise ValueError("value out of range 0..n")
        result ^= index ^ value
    return result

# --- tests ---
import pytest

assert missing_number_in_range_xor([]) == 0
assert missing_number_in_range_xor([0]) == 1
assert missing_number_in_range_xor([1]) == 0
assert missing_number_in_range_xor([3, 0, 1]) == 2
assert missing_number_in_range_xor([0, 1]) == 2
assert missing_number_in_range_xor([9, 6, 4, 2, 3, 5, 7, 0, 1]) == 8
assert missing_number_in_range_xor([1, 2, 3, 4]) == 0
assert missing_number_in_range_xor([2, 0]) == 1
with pytest.raises(ValueError):
    missing_number_in_range_xor([-1])
with pytest.raises(ValueError):
    missing_number_in_range_xor([0, 3])
