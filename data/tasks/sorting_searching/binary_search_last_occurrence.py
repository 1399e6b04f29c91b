# domain: sorting_searching
# function: binary_search_last_occurrence
# query: Given items, a non-decreasing sorted list, binary search for the index of the last element
#   equal to target; return -1 when the target does not occur.
# lint_allow: implementation "binary search" the task is a binary search implementation, which is
#   what a user searching for it names

def binary_search_last_occurrence(items, target):
    lo, hi = 0, len(items) - 1
    result = -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            result = mid
            lo = mid + 1
        elif items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return result

# --- tests ---
import pytest

assert binary_search_last_occurrence([], 1) == -1
assert binary_search_last_occurrence([5], 5) == 0
assert binary_search_last_occurrence([1, 2, 2, 2, 3], 2) == 3
assert binary_search_last_occurrence([2, 2, 2, 2, 2, 2, 2], 2) == 6
assert binary_search_last_occurrence([1, 3, 5, 7], 6) == -1
assert binary_search_last_occurrence([1, 3, 5, 7], 1) == 0
assert binary_search_last_occurrence([1, 3, 5, 7, 9, 11], 11) == 5
assert binary_search_last_occurrence([0, 4, 4, 4, 4, 8, 9], 4) == 4

# --- implementation 2: bisect_right, then look one position to the left ---
from bisect import bisect_right


def binary_search_last_occurrence(items, target):
    end = bisect_right(items, target)
    if end > 0 and items[end - 1] == target:
        return end - 1
    return -1

# --- implementation 3: recursive search that keeps going right after a match ---
def binary_search_last_occurrence(items, target):
    def search(lo, hi, found):
        if lo > hi:
            return found
        mid = (lo + hi) // 2
        if items[mid] > target:
            return search(lo, mid - 1, found)
        if items[mid] == target:
            found = mid
        return search(mid + 1, hi, found)

    return search(0, len(items) - 1, -1)

# --- implementation 4: half-open upper-bound loop, then check the element before it ---
def binary_search_last_occurrence(items, target):
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] <= target:
            lo = mid + 1
        else:
            hi = mid
    if lo > 0 and items[lo - 1] == target:
        return lo - 1
    return -1

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 25)
    items = sorted(rng.randint(-8, 8) for _ in range(n))
    if items and rng.random() < 0.2:
        items = [items[0]] * n
    target = rng.choice(items) if items and rng.random() < 0.7 else rng.randint(-10, 10)
    return (items, target)
