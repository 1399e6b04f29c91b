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

# --- implementation 2: every start index, extend the end while keeping a running sum ---
def count_subarrays_with_sum(nums, k):
    count = 0
    for start in range(len(nums)):
        running = 0
        for end in range(start, len(nums)):
            running += nums[end]
            if running == k:
                count += 1
    return count

# --- implementation 3: prefix sums from accumulate, count earlier prefixes k below each ---
from itertools import accumulate


def count_subarrays_with_sum(nums, k):
    prefix = list(accumulate(nums, initial=0))
    matches = 0
    for j, right in enumerate(prefix):
        matches += sum(1 for left in prefix[:j] if right - left == k)
    return matches

# --- inputs ---
def random_input(rng):
    nums = [rng.choice([0, 1, -1, 2, rng.randint(-4, 5)]) for _ in range(rng.choice([0, 1, rng.randint(0, 14)]))]
    k = rng.choice([0, 1, 2, 3, rng.randint(-4, 8)])
    return (nums, k)
