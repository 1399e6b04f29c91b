# domain: sorting_searching
# function: find_missing_in_consecutive_sorted
# query: items, a sorted list, holds consecutive integers starting at its first value with exactly
#   one number missing somewhere inside; find the missing number. Return None if nothing is
#   missing (the run is complete) or the list is empty.

def find_missing_in_consecutive_sorted(items):
    if not items:
        return None
    first = items[0]
    lo, hi = 0, len(items) - 1
    if items[hi] - first == hi:
        return None
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] - first == mid:
            lo = mid + 1
        else:
            hi = mid
    return first + lo

# --- tests ---
import pytest

assert find_missing_in_consecutive_sorted([]) is None
assert find_missing_in_consecutive_sorted([5]) is None
assert find_missing_in_consecutive_sorted([1, 2, 3]) is None
assert find_missing_in_consecutive_sorted([1, 3]) == 2
assert find_missing_in_consecutive_sorted([1, 2, 3, 5, 6]) == 4
assert find_missing_in_consecutive_sorted([10, 12, 13, 14, 15, 16]) == 11
assert find_missing_in_consecutive_sorted([-3, -2, -1, 0, 1, 3]) == 2
assert find_missing_in_consecutive_sorted([4, 5, 6, 7, 8, 10]) == 9

# --- implementation 2: scan adjacent pairs for the first gap ---
def find_missing_in_consecutive_sorted(items):
    for previous, current in zip(items, items[1:]):
        if current != previous + 1:
            return previous + 1
    return None

# --- implementation 3: expected sum of the full run minus the actual sum ---
def find_missing_in_consecutive_sorted(items):
    if not items or items[-1] - items[0] == len(items) - 1:
        return None
    first, last = items[0], items[-1]
    expected = (first + last) * (last - first + 1) // 2
    return expected - sum(items)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 20)
    start = rng.randint(-10, 10)
    run = list(range(start, start + n + 1))
    if n >= 1 and rng.random() < 0.7:
        del run[rng.randint(1, n - 1) if n > 1 else 1]
        if n == 1:
            run = [start, start + 2]
    else:
        run = run[:n]
    return (run,)
