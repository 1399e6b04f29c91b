# domain: sorting_searching
# function: sorted_insertion_point_right
# query: Given items, an ascending list, find the rightmost position where value can be inserted
#   while keeping it sorted, i.e. after all elements equal to value.

def sorted_insertion_point_right(items, value):
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if value < items[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo

# --- tests ---
import pytest

assert sorted_insertion_point_right([], 5) == 0
assert sorted_insertion_point_right([5], 5) == 1
assert sorted_insertion_point_right([5], 4) == 0
assert sorted_insertion_point_right([1, 3, 3, 3, 7], 3) == 4
assert sorted_insertion_point_right([1, 3, 5, 7], 4) == 2
assert sorted_insertion_point_right([1, 3, 5, 7], 0) == 0
assert sorted_insertion_point_right([1, 3, 5, 7], 7) == 4
assert sorted_insertion_point_right([2, 2, 2, 2, 2, 9], 2) == 5
assert sorted_insertion_point_right([100, 500, 1000], 1000) == 3

# --- implementation 2: count the elements not greater than value ---
def sorted_insertion_point_right(items, value):
    position = 0
    for item in items:
        if item <= value:
            position += 1
    return position

# --- implementation 3: scan from the right for the last element not above value ---
def sorted_insertion_point_right(items, value):
    for i in range(len(items), 0, -1):
        if items[i - 1] <= value:
            return i
    return 0

# --- inputs ---
def random_input(rng):
    items = sorted(rng.randint(0, 8) for _ in range(rng.randint(0, 10)))
    return (items, rng.randint(-1, 9))
