# domain: sorting_searching
# function: first_duplicate_adjacent_sorted
# query: Return the smallest value that occurs more than once in the list values, or None if all
#   values are distinct; the input is not modified.

def first_duplicate_adjacent_sorted(values):
    arr = sorted(values)
    for i in range(1, len(arr)):
        if arr[i] == arr[i - 1]:
            return arr[i]
    return None

# --- tests ---
import pytest

assert first_duplicate_adjacent_sorted([]) is None
assert first_duplicate_adjacent_sorted([1]) is None
assert first_duplicate_adjacent_sorted([1, 1]) == 1
assert first_duplicate_adjacent_sorted([3, 1, 2]) is None
assert first_duplicate_adjacent_sorted([5, 3, 5, 3]) == 3
assert first_duplicate_adjacent_sorted([9, 0, 4, 9]) == 9
assert first_duplicate_adjacent_sorted([-2, 7, -2, 0, 7]) == -2

# --- implementation 2: Counter, smallest value seen more than once ---
from collections import Counter


def first_duplicate_adjacent_sorted(values):
    counts = Counter(values)
    repeated = [v for v, c in counts.items() if c > 1]
    return min(repeated) if repeated else None

# --- implementation 3: one scan with a seen set, keeping the smallest repeat ---
def first_duplicate_adjacent_sorted(values):
    seen = set()
    best = None
    for v in values:
        if v in seen and (best is None or v < best):
            best = v
        seen.add(v)
    return best

# --- implementation 4: groupby over the sorted values, first group longer than one ---
from itertools import groupby


def first_duplicate_adjacent_sorted(values):
    for value, group in groupby(sorted(values)):
        if len(list(group)) > 1:
            return value
    return None

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 15)
    spread = rng.choice([3, 10, 40])
    return ([rng.randint(-spread, spread) for _ in range(n)],)
