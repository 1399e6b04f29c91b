# domain: sorting_searching
# function: floor_value_in_sorted_list
# query: Return the largest element of items, an ascending list, that is less than or equal to x
#   (the floor), or None when every element is greater than x or the list is empty.

def floor_value_in_sorted_list(items, x):
    lo, hi = 0, len(items) - 1
    best = None
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] <= x:
            best = items[mid]
            lo = mid + 1
        else:
            hi = mid - 1
    return best

# --- tests ---
import pytest

assert floor_value_in_sorted_list([], 3) is None
assert floor_value_in_sorted_list([5], 5) == 5
assert floor_value_in_sorted_list([5], 4) is None
assert floor_value_in_sorted_list([1, 2, 8, 10, 12, 19], 5) == 2
assert floor_value_in_sorted_list([1, 2, 8, 10, 12, 19], 20) == 19
assert floor_value_in_sorted_list([1, 2, 8, 10, 12, 19], 0) is None
assert floor_value_in_sorted_list([1, 2, 8, 10, 12, 19], 10) == 10
assert floor_value_in_sorted_list([1, 2, 8, 10, 12, 19], 1) == 1

# --- implementation 2: bisect_right, then the element just before it ---
import bisect


def floor_value_in_sorted_list(items, x):
    pos = bisect.bisect_right(items, x)
    if pos == 0:
        return None
    return items[pos - 1]

# --- implementation 3: scan from the largest element down ---
def floor_value_in_sorted_list(items, x):
    for value in reversed(items):
        if value <= x:
            return value
    return None

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1]) if rng.random() < 0.15 else rng.randint(0, 20)
    items = sorted(rng.randint(-15, 15) for _ in range(n))
    x = rng.choice(items) + rng.choice([-1, 0, 1]) if items and rng.random() < 0.6 else rng.randint(-20, 20)
    return (items, x)
