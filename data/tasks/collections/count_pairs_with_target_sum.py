# domain: collections
# function: count_pairs_with_target_sum
# query: Count index pairs i < j in a list of integers nums with nums[i] + nums[j] == target; an
#   empty list or a list of one value gives 0.

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

# --- implementation 2: check every pair i < j ---
from itertools import combinations


def count_pairs_with_target_sum(nums, target):
    total = 0
    for x, y in combinations(nums, 2):
        if x + y == target:
            total += 1
    return total

# --- implementation 3: Counter of values, multiply the counts of complementary values ---
from collections import Counter


def count_pairs_with_target_sum(nums, target):
    counts = Counter(nums)
    pairs = 0
    for value, c in counts.items():
        other = target - value
        if value < other:
            pairs += c * counts.get(other, 0)
        elif value == other:
            pairs += c * (c - 1) // 2
    return pairs

# --- implementation 4: sort, then count complements to the right of each value by bisection ---
import bisect


def count_pairs_with_target_sum(nums, target):
    ordered = sorted(nums)
    count = 0
    for i, x in enumerate(ordered):
        want = target - x
        count += bisect.bisect_right(ordered, want, i + 1) - bisect.bisect_left(ordered, want, i + 1)
    return count

# --- inputs ---
def random_input(rng):
    nums = [rng.randint(-3, 6) for _ in range(rng.choice([0, 1, 2, rng.randint(0, 14)]))]
    target = rng.choice([0, 2, 4, 6, rng.randint(-6, 12)])
    return (nums, target)
