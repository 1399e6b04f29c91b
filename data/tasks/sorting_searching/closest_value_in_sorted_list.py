# domain: sorting_searching
# function: closest_value_in_sorted_list
# query: Return the element of items, an ascending list, that is closest to target; on a tie prefer
#   the smaller element. Raise ValueError for an empty list.

import bisect

def closest_value_in_sorted_list(items, target):
    if not items:
        raise ValueError("empty list")
    pos = bisect.bisect_left(items, target)
    if pos == 0:
        return items[0]
    if pos == len(items):
        return items[-1]
    before, after = items[pos - 1], items[pos]
    if target - before <= after - target:
        return before
    return after

# --- tests ---
import pytest

with pytest.raises(ValueError):
    closest_value_in_sorted_list([], 3)
assert closest_value_in_sorted_list([7], -100) == 7
assert closest_value_in_sorted_list([1, 4, 9], 0) == 1
assert closest_value_in_sorted_list([1, 4, 9], 20) == 9
assert closest_value_in_sorted_list([1, 4, 9], 4) == 4
assert closest_value_in_sorted_list([1, 4, 9], 6) == 4
assert closest_value_in_sorted_list([1, 4, 9], 7) == 9
assert closest_value_in_sorted_list([2, 6], 4) == 2
assert closest_value_in_sorted_list([2, 6, 10], 9) == 10

# --- implementation 2: linear scan keeping the strictly closer element ---
def closest_value_in_sorted_list(items, target):
    if not items:
        raise ValueError("items must not be empty")
    best = items[0]
    for value in items[1:]:
        if abs(value - target) < abs(best - target):
            best = value
    return best

# --- implementation 3: min over the list keyed by (distance, value) ---
def closest_value_in_sorted_list(items, target):
    if len(items) == 0:
        raise ValueError("no items")

    def distance(v):
        return (abs(v - target), v)

    return min(items, key=distance)

# --- implementation 4: bisect, then min over the neighbours around the insertion point ---
from bisect import bisect_left


def closest_value_in_sorted_list(items, target):
    if not items:
        raise ValueError("empty items")
    pos = bisect_left(items, target)
    nearby = items[max(pos - 1, 0):pos + 1]
    return min(nearby, key=lambda v: (abs(v - target), v))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(1, 15)
    items = sorted(rng.randint(-20, 20) for _ in range(n))
    if len(items) > 1 and rng.random() < 0.4:
        i = rng.randrange(len(items) - 1)
        if (items[i] + items[i + 1]) % 2 == 0:
            return (items, (items[i] + items[i + 1]) // 2)
    return (items, rng.randint(-25, 25))
