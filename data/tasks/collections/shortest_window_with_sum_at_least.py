# domain: collections
# function: shortest_window_with_sum_at_least
# query: Return the length of the shortest contiguous sublist of nums, a list of positive integers,
#   whose sum is at least target, or 0 if no such sublist exists.

def shortest_window_with_sum_at_least(nums, target):
    left = 0
    total = 0
    best = 0
    for right, x in enumerate(nums):
        total += x
        while total >= target and left <= right:
            length = right - left + 1
            if best == 0 or length < best:
                best = length
            total -= nums[left]
            left += 1
    return best

# --- tests ---
import pytest

assert shortest_window_with_sum_at_least([], 5) == 0
assert shortest_window_with_sum_at_least([2, 3, 1, 2, 4, 3], 7) == 2
assert shortest_window_with_sum_at_least([1, 4, 4], 4) == 1
assert shortest_window_with_sum_at_least([1, 1, 1, 1], 11) == 0
assert shortest_window_with_sum_at_least([1, 2, 3, 4, 5], 15) == 5
assert shortest_window_with_sum_at_least([5, 1, 3, 5, 10, 7, 4, 9, 2, 8], 15) == 2
assert shortest_window_with_sum_at_least([3, 1, 1, 3], 4) == 2
assert shortest_window_with_sum_at_least([1, 1, 1], 3) == 3

# --- implementation 2: prefix sums, bisect for the latest start that still reaches target ---
from bisect import bisect_right
from itertools import accumulate


def shortest_window_with_sum_at_least(nums, target):
    prefix = [0] + list(accumulate(nums))
    shortest = 0
    for end in range(1, len(prefix)):
        start = bisect_right(prefix, prefix[end] - target, 0, end) - 1
        if start >= 0 and (shortest == 0 or end - start < shortest):
            shortest = end - start
    return shortest

# --- implementation 3: from every start, extend until the sum reaches target ---
def shortest_window_with_sum_at_least(nums, target):
    lengths = []
    for start in range(len(nums)):
        running = 0
        for end in range(start, len(nums)):
            running += nums[end]
            if running >= target:
                lengths.append(end - start + 1)
                break
    return min(lengths) if lengths else 0

# --- implementation 4: try window lengths from 1 upwards until one reaches target ---
def shortest_window_with_sum_at_least(nums, target):
    for length in range(1, len(nums) + 1):
        starts = range(len(nums) - length + 1)
        if any(sum(nums[i:i + length]) >= target for i in starts):
            return length
    return 0

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 10)
    nums = [rng.randint(1, 6) for _ in range(n)]
    total = sum(nums)
    target = rng.choice([1, rng.randint(1, 12), total, total + 1, max(nums, default=1)])
    return (nums, target)
