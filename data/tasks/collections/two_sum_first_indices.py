# domain: collections
# function: two_sum_first_indices
# query: Return the indices [i, j] (i < j) of the first pair of numbers in nums that add up to
#   target, where pairs are ranked by j first and then by the smallest i; return None if no
#   pair exists.

def two_sum_first_indices(nums, target):
    index_of = {}
    for j, x in enumerate(nums):
        complement = target - x
        if complement in index_of:
            return [index_of[complement], j]
        if x not in index_of:
            index_of[x] = j
    return None

# --- tests ---
import pytest

assert two_sum_first_indices([], 3) is None
assert two_sum_first_indices([2, 7, 11, 15], 9) == [0, 1]
assert two_sum_first_indices([3, 2, 4], 6) == [1, 2]
assert two_sum_first_indices([3, 3], 6) == [0, 1]
assert two_sum_first_indices([1, 2, 3], 7) is None
assert two_sum_first_indices([1, 1, 1, 5], 6) == [0, 3]
assert two_sum_first_indices([5], 10) is None
assert two_sum_first_indices([0, -3, 4, 3], 0) == [1, 3]
assert two_sum_first_indices([1, 8], 7) is None

# --- implementation 2: for each j, try every earlier i in order ---
def two_sum_first_indices(nums, target):
    for j in range(1, len(nums)):
        for i in range(j):
            if nums[i] + nums[j] == target:
                return [i, j]
    return None

# --- implementation 3: look the complement up in the prefix before j ---
def two_sum_first_indices(nums, target):
    for j, value in enumerate(nums):
        before = nums[:j]
        wanted = target - value
        if wanted in before:
            return [before.index(wanted), j]
    return None

# --- implementation 4: index the first position of every value, then scan j upwards ---
def two_sum_first_indices(nums, target):
    first = {}
    for i, x in enumerate(nums):
        first.setdefault(x, i)
    for j, x in enumerate(nums):
        i = first.get(target - x)
        if i is not None and i < j:
            return [i, j]
    return None

# --- inputs ---
def random_input(rng):
    nums = [rng.randint(-4, 6) for _ in range(rng.randint(0, 8))]
    return (nums, rng.randint(-6, 12))
