# domain: bit_manipulation
# function: find_unpaired_element_xor
# query: In a list of integers values where every value appears exactly twice except one, return the
#   value that appears only once. Raise ValueError for an empty list.

def find_unpaired_element_xor(values):
    if not values:
        raise ValueError("values must not be empty")
    result = 0
    for value in values:
        result ^= value
    return result

# --- tests ---
import pytest

assert find_unpaired_element_xor([7]) == 7
assert find_unpaired_element_xor([2, 2, 1]) == 1
assert find_unpaired_element_xor([4, 1, 2, 1, 2]) == 4
assert find_unpaired_element_xor([0, 5, 5]) == 0
assert find_unpaired_element_xor([3, 9, 3]) == 9
assert find_unpaired_element_xor([10, 20, 30, 20, 10]) == 30
assert find_unpaired_element_xor([6, 6, 12]) == 12
with pytest.raises(ValueError):
    find_unpaired_element_xor([])
