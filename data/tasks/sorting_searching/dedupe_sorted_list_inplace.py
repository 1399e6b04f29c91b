# domain: sorting_searching
# function: dedupe_sorted_list_inplace
# query: Remove duplicates from items, a sorted list, in place so that each value appears at most
#   allowed times (default 1), keeping order; truncate the list and return the new length.
#   Raise ValueError if allowed is less than 1.

def dedupe_sorted_list_inplace(items, allowed=1):
    if allowed < 1:
        raise ValueError("allowed must be >= 1")
    write = 0
    for value in items:
        if write < allowed or items[write - allowed] != value:
            items[write] = value
            write += 1
    del items[write:]
    return write

# --- tests ---
import pytest

assert dedupe_sorted_list_inplace([]) == 0
assert dedupe_sorted_list_inplace([1, 1, 2]) == 2
assert dedupe_sorted_list_inplace([0, 0, 1, 1, 1, 2, 2, 3, 3, 4]) == 5
assert dedupe_sorted_list_inplace([1, 1, 1, 2, 2, 3], allowed=2) == 5
assert dedupe_sorted_list_inplace([7, 7, 7], allowed=3) == 3
assert (lambda xs: (dedupe_sorted_list_inplace(xs), xs))([1, 1, 1, 2, 2, 3]) == (3, [1, 2, 3])
assert (lambda xs: (dedupe_sorted_list_inplace(xs, 2), xs))([0, 0, 0, 1, 1, 1, 1, 2]) == (5, [0, 0, 1, 1, 2])
with pytest.raises(ValueError):
    dedupe_sorted_list_inplace([1, 2], allowed=0)

# --- implementation 2: keep the first `allowed` items of each groupby run, assign back through a slice ---
from itertools import groupby, islice


def dedupe_sorted_list_inplace(items, allowed=1):
    if allowed <= 0:
        raise ValueError("allowed must be positive")
    kept = []
    for _, run in groupby(items):
        kept.extend(islice(run, allowed))
    items[:] = kept
    return len(items)

# --- implementation 3: walk backwards deleting an item equal to the one allowed places before it ---
def dedupe_sorted_list_inplace(items, allowed=1):
    if allowed < 1:
        raise ValueError("allowed must be at least 1")
    i = len(items) - 1
    while i >= allowed:
        if items[i] == items[i - allowed]:
            del items[i]
        i -= 1
    return len(items)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.15 else rng.randint(0, 20)
    items = sorted(rng.randint(0, rng.choice([2, 5, 10])) for _ in range(n))
    allowed = rng.choice([1, 1, 2, 3]) if rng.random() < 0.92 else rng.randint(-2, 0)
    return (items, allowed)
