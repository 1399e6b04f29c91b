# domain: sorting_searching
# function: sorted_insertion_point_left
# query: Given items, a sorted list, return the leftmost index at which value could be inserted to
#   keep it sorted (before any equal elements).

def sorted_insertion_point_left(items, value):
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] < value:
            lo = mid + 1
        else:
            hi = mid
    return lo

# --- tests ---
import pytest

assert sorted_insertion_point_left([], 5) == 0
assert sorted_insertion_point_left([5], 5) == 0
assert sorted_insertion_point_left([5], 6) == 1
assert sorted_insertion_point_left([1, 3, 3, 3, 7], 3) == 1
assert sorted_insertion_point_left([1, 3, 5, 7], 4) == 2
assert sorted_insertion_point_left([1, 3, 5, 7], 0) == 0
assert sorted_insertion_point_left([1, 3, 5, 7], 8) == 4
assert sorted_insertion_point_left([2, 2, 2, 2, 2, 9], 9) == 5

# --- implementation 2: count the elements smaller than value ---
def sorted_insertion_point_left(items, value):
    smaller = 0
    for item in items:
        if item < value:
            smaller += 1
    return smaller

# --- implementation 3: first index whose element is not smaller than value ---
def sorted_insertion_point_left(items, value):
    for index, item in enumerate(items):
        if item >= value:
            return index
    return len(items)

# --- inputs ---
def random_input(rng):
    items = sorted(rng.randint(0, 8) for _ in range(rng.randint(0, 10)))
    return (items, rng.randint(-1, 9))
