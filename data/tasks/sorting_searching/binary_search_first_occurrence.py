# domain: sorting_searching
# function: binary_search_first_occurrence
# query: Given items, a list of integers sorted in non-decreasing order, and a target, binary search
#   for the index of the first occurrence of target, or -1 if target is not present.
# lint_allow: implementation "binary search" the task is a binary search implementation, which is
#   what a user searching for it names

def binary_search_first_occurrence(items, target):
    lo, hi = 0, len(items) - 1
    result = -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            result = mid
            hi = mid - 1
        elif items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return result

# --- tests ---
import pytest

assert binary_search_first_occurrence([], 3) == -1
assert binary_search_first_occurrence([3], 3) == 0
assert binary_search_first_occurrence([1, 2, 2, 2, 3], 2) == 1
assert binary_search_first_occurrence([2, 2, 2, 2, 2, 2, 2], 2) == 0
assert binary_search_first_occurrence([1, 3, 5, 7], 4) == -1
assert binary_search_first_occurrence([1, 3, 5, 7], 7) == 3
assert binary_search_first_occurrence([1, 3, 5, 7, 9, 11], 1) == 0
assert binary_search_first_occurrence([1, 1, 4, 4, 4, 4, 9], 4) == 2

# --- implementation 2: bisect_left, then confirm the value there ---
import bisect


def binary_search_first_occurrence(items, target):
    pos = bisect.bisect_left(items, target)
    if pos != len(items) and items[pos] == target:
        return pos
    return -1

# --- implementation 3: half-open lower-bound loop ---
def binary_search_first_occurrence(items, target):
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo if lo < len(items) and items[lo] == target else -1

# --- implementation 4: recursive search that stops at a match with no equal left neighbour ---
def binary_search_first_occurrence(items, target):
    def search(lo, hi):
        if lo > hi:
            return -1
        mid = (lo + hi) // 2
        if items[mid] < target:
            return search(mid + 1, hi)
        if items[mid] > target:
            return search(lo, mid - 1)
        if mid == lo or items[mid - 1] != target:
            return mid
        return search(lo, mid - 1)

    return search(0, len(items) - 1)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 25)
    items = sorted(rng.randint(-8, 8) for _ in range(n))
    if items and rng.random() < 0.2:
        items = [items[0]] * n
    target = rng.choice(items) if items and rng.random() < 0.7 else rng.randint(-10, 10)
    return (items, target)
