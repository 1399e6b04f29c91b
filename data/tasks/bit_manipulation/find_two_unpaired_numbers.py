# domain: bit_manipulation
# function: find_two_unpaired_numbers
# query: In a list values where every number appears exactly twice except two distinct numbers that
#   appear once, return those two numbers as a sorted tuple. Raise ValueError if no such pair
#   exists (the XOR of everything is 0).

def find_two_unpaired_numbers(values):
    combined = 0
    for value in values:
        combined ^= value
    if combined == 0:
        raise ValueError("no two unpaired numbers")
    split_bit = combined & -combined
    first = 0
    for value in values:
        if value & split_bit:
            first ^= value
    second = combined ^ first
    return (min(first, second), max(first, second))

# --- tests ---
import pytest

assert find_two_unpaired_numbers([1, 2]) == (1, 2)
assert find_two_unpaired_numbers([1, 2, 1, 3, 2, 5]) == (3, 5)
assert find_two_unpaired_numbers([0, 7]) == (0, 7)
assert find_two_unpaired_numbers([4, 4, 6, 9]) == (6, 9)
assert find_two_unpaired_numbers([-1, 0]) == (-1, 0)
assert find_two_unpaired_numbers([10, 12, 10, 5, 5, 8]) == (8, 12)
with pytest.raises(ValueError):
    find_two_unpaired_numbers([3, 3])
with pytest.raises(ValueError):
    find_two_unpaired_numbers([])
