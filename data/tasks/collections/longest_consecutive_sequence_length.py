# domain: collections
# function: longest_consecutive_sequence_length
# query: Return the length of the longest run of consecutive integers (like 4, 5, 6, 7) that can be
#   formed from the values of an unsorted list nums, ignoring duplicates.

def longest_consecutive_sequence_length(nums):
    values = set(nums)
    best = 0
    for x in values:
        if x - 1 in values:
            continue
        length = 1
        while x + length in values:
            length += 1
        if length > best:
            best = length
    return best

# --- tests ---
import pytest

assert longest_consecutive_sequence_length([]) == 0
assert longest_consecutive_sequence_length([7]) == 1
assert longest_consecutive_sequence_length([100, 4, 200, 1, 3, 2]) == 4
assert longest_consecutive_sequence_length([1, 2, 2, 3]) == 3
assert longest_consecutive_sequence_length([10, 5, 12]) == 1
assert longest_consecutive_sequence_length([0, -1, -2, 5, 6]) == 3
assert longest_consecutive_sequence_length([9, 1, 4, 7, 3, -1, 0, 5, 8, -1, 6]) == 7
