# domain: sorting_searching
# function: most_frequent_value_by_sorted_runs
# query: Given a list values of hashable, comparable values, return the value with the highest
#   frequency together with its count; ties go to the smallest value. Return None for an empty
#   list.

def most_frequent_value_by_sorted_runs(values):
    arr = sorted(values)
    if not arr:
        return None
    best, best_count = arr[0], 0
    i = 0
    while i < len(arr):
        j = i
        while j < len(arr) and arr[j] == arr[i]:
            j += 1
        if j - i > best_count:
            best, best_count = arr[i], j - i
        i = j
    return best, best_count

# --- tests ---
import pytest

assert most_frequent_value_by_sorted_runs([]) is None
assert most_frequent_value_by_sorted_runs([4]) == (4, 1)
assert most_frequent_value_by_sorted_runs([3, 1, 2]) == (1, 1)
assert most_frequent_value_by_sorted_runs([3, 1, 3, 2, 1, 3]) == (3, 3)
assert most_frequent_value_by_sorted_runs([5, 5, 1, 1]) == (1, 2)
assert most_frequent_value_by_sorted_runs(["b", "a", "b"]) == ("b", 2)
assert most_frequent_value_by_sorted_runs([0, 9, 9, 0, 9]) == (9, 3)

# --- implementation 2: Counter, then min over (-count, value) ---
from collections import Counter


def most_frequent_value_by_sorted_runs(values):
    if not values:
        return None
    counts = Counter(values)
    best = min(counts, key=lambda v: (-counts[v], v))
    return best, counts[best]

# --- implementation 3: groupby over the sorted values, first longest run wins ---
from itertools import groupby


def most_frequent_value_by_sorted_runs(values):
    best = None
    for value, run in groupby(sorted(values)):
        size = sum(1 for _ in run)
        if best is None or size > best[1]:
            best = (value, size)
    return best

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1]) if rng.random() < 0.15 else rng.randint(0, 15)
    if rng.random() < 0.3:
        return (["".join(rng.choice("ab") for _ in range(rng.randint(1, 2))) for _ in range(n)],)
    return ([rng.randint(-3, 3) for _ in range(n)],)
