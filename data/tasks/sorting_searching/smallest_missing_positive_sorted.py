# domain: sorting_searching
# function: smallest_missing_positive_sorted
# query: Given nums, an ascending list of integers (may contain duplicates, zero and negatives),
#   return the smallest positive integer that does not appear.

def smallest_missing_positive_sorted(nums):
    expected = 1
    for value in nums:
        if value < expected:
            continue
        if value == expected:
            expected += 1
        else:
            break
    return expected

# --- tests ---
import pytest

assert smallest_missing_positive_sorted([]) == 1
assert smallest_missing_positive_sorted([1]) == 2
assert smallest_missing_positive_sorted([2]) == 1
assert smallest_missing_positive_sorted([-3, 0, 1, 2, 4]) == 3
assert smallest_missing_positive_sorted([1, 1, 2, 2, 3]) == 4
assert smallest_missing_positive_sorted([-5, -1]) == 1
assert smallest_missing_positive_sorted([0, 1, 2, 3, 5, 6]) == 4
assert smallest_missing_positive_sorted([1, 3, 3, 4]) == 2

# --- implementation 2: count up from 1 through a set of the values ---
def smallest_missing_positive_sorted(nums):
    present = set(nums)
    candidate = 1
    while candidate in present:
        candidate += 1
    return candidate

# --- implementation 3: compare the distinct positives with their ranks 1, 2, 3, ... ---
def smallest_missing_positive_sorted(nums):
    positives = sorted({v for v in nums if v > 0})
    for rank, v in enumerate(positives, 1):
        if v != rank:
            return rank
    return len(positives) + 1

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12)
    lo = rng.choice([-4, -1, 0, 1])
    return (sorted(rng.randint(lo, lo + rng.choice([3, 6, 12])) for _ in range(n)),)
