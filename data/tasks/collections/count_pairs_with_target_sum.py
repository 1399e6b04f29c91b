# domain: collections
# function: count_pairs_with_target_sum
# query: Count index pairs i < j in a list of integers with nums[i] + nums[j] == target, using a
#   dict of counts of values seen so far.

def count_pairs_with_target_sum(nums, target):
    seen = {}
    pairs = 0
    for x in nums:
        pairs += seen.get(target - x, 0)
        seen[x] = seen.get(x, 0) + 1
    return pairs

# --- tests ---
import pytest

assert count_pairs_with_target_sum([], 5) == 0
assert count_pairs_with_target_sum([5], 10) == 0
assert count_pairs_with_target_sum([1, 5, 7, -1], 6) == 2
assert count_pairs_with_target_sum([1, 5, 7, -1, 5], 6) == 3
assert count_pairs_with_target_sum([1, 1, 1, 1], 2) == 6
assert count_pairs_with_target_sum([3, 3], 6) == 1
assert count_pairs_with_target_sum([2, 4, 6], 100) == 0
assert count_pairs_with_target_sum([0, 0, 4], 4) == 2
