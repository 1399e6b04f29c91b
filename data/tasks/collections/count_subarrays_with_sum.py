# domain: collections
# function: count_subarrays_with_sum
# query: Count the contiguous subarrays of an integer list nums (which may contain negatives and
#   zeros) whose sum equals k.

def count_subarrays_with_sum(nums, k):
    prefix_counts = {0: 1}
    running = 0
    total = 0
    for x in nums:
        running += x
        total += prefix_counts.get(running - k, 0)
        prefix_counts[running] = prefix_counts.get(running, 0) + 1
    return total

# --- tests ---
import pytest

assert count_subarrays_with_sum([], 0) == 0
assert count_subarrays_with_sum([1, 1, 1], 2) == 2
assert count_subarrays_with_sum([1, 2, 3], 3) == 2
assert count_subarrays_with_sum([0, 0], 0) == 3
assert count_subarrays_with_sum([1, -1, 1], 1) == 3
assert count_subarrays_with_sum([5], 5) == 1
assert count_subarrays_with_sum([5], 4) == 0
assert count_subarrays_with_sum([3, 4, 7, 2, -3, 1, 4, 2], 7) == 4
