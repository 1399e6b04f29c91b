# domain: collections
# function: next_greater_element_values
# query: For each element of the list nums, find the next element to its right that is strictly
#   greater; return a list of those values with -1 where none exists.

def next_greater_element_values(nums):
    result = [-1] * len(nums)
    stack = []
    for i, value in enumerate(nums):
        while stack and nums[stack[-1]] < value:
            result[stack.pop()] = value
        stack.append(i)
    return result

# --- tests ---
import pytest

assert next_greater_element_values([]) == []
assert next_greater_element_values([5]) == [-1]
assert next_greater_element_values([2, 1, 2, 4, 3]) == [4, 2, 4, -1, -1]
assert next_greater_element_values([1, 2, 3]) == [2, 3, -1]
assert next_greater_element_values([3, 2, 1]) == [-1, -1, -1]
assert next_greater_element_values([2, 2, 3]) == [3, 3, -1]
assert next_greater_element_values([1, 5, 2, 6]) == [5, 6, 6, -1]
