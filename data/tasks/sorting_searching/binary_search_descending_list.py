# domain: sorting_searching
# function: binary_search_descending_list
# query: Given items, a list sorted in strictly descending order, binary search it for target;
#   return its index or -1.
# lint_allow: implementation "binary search" the task is a binary search implementation, which is
#   what a user searching for it names

def binary_search_descending_list(items, target):
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] > target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1

# --- tests ---
import pytest

assert binary_search_descending_list([], 1) == -1
assert binary_search_descending_list([4], 4) == 0
assert binary_search_descending_list([4], 5) == -1
assert binary_search_descending_list([9, 7, 5, 3, 1], 9) == 0
assert binary_search_descending_list([9, 7, 5, 3, 1], 1) == 4
assert binary_search_descending_list([9, 7, 5, 3, 1], 3) == 3
assert binary_search_descending_list([9, 7, 5, 3, 1], 6) == -1
assert binary_search_descending_list([9, 7, 5, 3, 1], 0) == -1
assert binary_search_descending_list([20, 10], 10) == 1

# --- implementation 2: bisect on the negated values via the key argument ---
from bisect import bisect_left


def binary_search_descending_list(items, target):
    i = bisect_left(items, -target, key=lambda v: -v)
    if i < len(items) and items[i] == target:
        return i
    return -1

# --- implementation 3: recursive binary search over a half-open range ---
def binary_search_descending_list(items, target):
    def search(lo, hi):
        if lo >= hi:
            return -1
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            return search(lo, mid)
        return search(mid + 1, hi)

    return search(0, len(items))

# --- implementation 4: bisect the reversed (ascending) copy and map the index back ---
from bisect import bisect_left


def binary_search_descending_list(items, target):
    ascending = items[::-1]
    j = bisect_left(ascending, target)
    if j < len(ascending) and ascending[j] == target:
        return len(items) - 1 - j
    return -1

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.25 else rng.randint(0, 20)
    items = sorted(rng.sample(range(-40, 40), n), reverse=True)
    if items and rng.random() < 0.6:
        target = rng.choice(items + [items[0], items[-1]])
    else:
        target = rng.randint(-45, 45)
    return (items, target)
