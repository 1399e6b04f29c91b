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

# --- implementation 2: scan right from every element until a larger one appears ---
def next_greater_element_values(nums):
    answer = []
    for i, x in enumerate(nums):
        found = -1
        for y in nums[i + 1:]:
            if y > x:
                found = y
                break
        answer.append(found)
    return answer

# --- implementation 3: right to left, keeping a list of candidate values that are still visible ---
def next_greater_element_values(nums):
    result = []
    candidates = []
    for x in reversed(nums):
        while candidates and candidates[-1] <= x:
            candidates.pop()
        result.append(candidates[-1] if candidates else -1)
        candidates.append(x)
    return result[::-1]

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 14)])
    return ([rng.randint(0, 6) for _ in range(n)],)
