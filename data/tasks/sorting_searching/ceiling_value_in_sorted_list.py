# domain: sorting_searching
# function: ceiling_value_in_sorted_list
# query: Return the smallest element of items, an ascending list, that is greater than or equal to x
#   (the ceiling), or None when no such element exists.

def ceiling_value_in_sorted_list(items, x):
    lo, hi = 0, len(items) - 1
    best = None
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] >= x:
            best = items[mid]
            hi = mid - 1
        else:
            lo = mid + 1
    return best

# --- tests ---
import pytest

assert ceiling_value_in_sorted_list([], 3) is None
assert ceiling_value_in_sorted_list([5], 5) == 5
assert ceiling_value_in_sorted_list([5], 6) is None
assert ceiling_value_in_sorted_list([1, 2, 8, 10, 12, 19], 5) == 8
assert ceiling_value_in_sorted_list([1, 2, 8, 10, 12, 19], 20) is None
assert ceiling_value_in_sorted_list([1, 2, 8, 10, 12, 19], 0) == 1
assert ceiling_value_in_sorted_list([1, 2, 8, 10, 12, 19], 12) == 12
assert ceiling_value_in_sorted_list([1, 2, 8, 10, 12, 19], 19) == 19

# --- implementation 2: bisect_left gives the position of the ceiling ---
import bisect


def ceiling_value_in_sorted_list(items, x):
    pos = bisect.bisect_left(items, x)
    if pos < len(items):
        return items[pos]
    return None

# --- implementation 3: first element not below x in a linear scan ---
def ceiling_value_in_sorted_list(items, x):
    for value in items:
        if value >= x:
            return value
    return None

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1]) if rng.random() < 0.15 else rng.randint(0, 20)
    items = sorted(rng.randint(-15, 15) for _ in range(n))
    x = rng.choice(items) + rng.choice([-1, 0, 1]) if items and rng.random() < 0.6 else rng.randint(-20, 20)
    return (items, x)
