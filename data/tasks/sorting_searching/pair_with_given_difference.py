# domain: sorting_searching
# function: pair_with_given_difference
# query: Decide whether the list nums contains two elements at different positions whose difference
#   is exactly diff (diff >= 0). Return that pair as (smaller, larger), choosing the pair with
#   the smallest smaller element when several exist, or None. Raise ValueError for negative
#   diff.

def pair_with_given_difference(nums, diff):
    if diff < 0:
        raise ValueError("diff must be non-negative")
    arr = sorted(nums)
    i, j = 0, 1
    while j < len(arr):
        gap = arr[j] - arr[i]
        if i != j and gap == diff:
            return (arr[i], arr[j])
        if gap < diff:
            j += 1
        else:
            i += 1
            if i == j:
                j += 1
    return None

# --- tests ---
import pytest

assert pair_with_given_difference([], 1) is None
assert pair_with_given_difference([5], 0) is None
assert pair_with_given_difference([5, 5], 0) == (5, 5)
assert pair_with_given_difference([5, 20, 3, 2, 50, 80], 78) == (2, 80)
assert pair_with_given_difference([90, 70, 20, 80, 50], 45) is None
assert pair_with_given_difference([1, 8, 30, 40, 100], 60) == (40, 100)
assert pair_with_given_difference([1, 2, 3], 1) == (1, 2)
assert pair_with_given_difference([1, 3, 6], 5) == (1, 6)
with pytest.raises(ValueError):
    pair_with_given_difference([1, 2], -1)

# --- implementation 2: Counter of values; the smallest x whose partner x + diff is there ---
from collections import Counter


def pair_with_given_difference(nums, diff):
    if diff < 0:
        raise ValueError("diff cannot be negative")
    counts = Counter(nums)
    for x in sorted(counts):
        needed = 2 if diff == 0 else 1
        if counts[x + diff] >= needed:
            return (x, x + diff)
    return None

# --- implementation 3: sort, then bisect for x + diff after each position ---
import bisect


def pair_with_given_difference(nums, diff):
    if diff < 0:
        raise ValueError("negative diff")
    arr = sorted(nums)
    for i, x in enumerate(arr):
        j = bisect.bisect_left(arr, x + diff, i + 1)
        if j < len(arr) and arr[j] == x + diff:
            return (x, arr[j])
    return None

# --- implementation 4: every pair with the right gap, the smallest (smaller, larger) tuple wins ---
from itertools import combinations


def pair_with_given_difference(nums, diff):
    if diff < 0:
        raise ValueError("diff must be >= 0")
    pairs = [(min(a, b), max(a, b)) for a, b in combinations(nums, 2) if abs(a - b) == diff]
    return min(pairs) if pairs else None

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 12)
    nums = [rng.randint(-15, 15) for _ in range(n)]
    if rng.random() < 0.1:
        return (nums, rng.randint(-3, -1))
    if len(nums) > 1 and rng.random() < 0.5:
        a, b = rng.sample(nums, 2)
        return (nums, abs(a - b))
    return (nums, rng.choice([0, 1, 2, rng.randint(0, 30)]))
