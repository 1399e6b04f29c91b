# domain: collections
# function: all_modes_sorted
# query: Return a tuple (modes, count): the sorted list of all values that occur most often in a list
#   (every value tied for the highest count) and that highest count. An empty list gives ([], 0).

def all_modes_sorted(values):
    counts = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    if not counts:
        return [], 0
    top = max(counts.values())
    return sorted(v for v, c in counts.items() if c == top), top

# --- tests ---
import pytest

assert all_modes_sorted([]) == ([], 0)
assert all_modes_sorted([4]) == ([4], 1)
assert all_modes_sorted([1, 2, 2, 3]) == ([2], 2)
assert all_modes_sorted([3, 1, 3, 1, 2]) == ([1, 3], 2)
assert all_modes_sorted([5, 4, 3]) == ([3, 4, 5], 1)
assert all_modes_sorted(["b", "a", "b", "c", "c"]) == (["b", "c"], 2)
assert all_modes_sorted([7, 7, 7, 1, 1]) == ([7], 3)

# --- implementation 2: Counter.most_common gives the top count, then filter ---
from collections import Counter


def all_modes_sorted(values):
    counts = Counter(values)
    if not counts:
        return ([], 0)
    top = counts.most_common(1)[0][1]
    return (sorted(k for k in counts if counts[k] == top), top)

# --- implementation 3: sort, group equal runs, keep the runs of maximal length ---
from itertools import groupby


def all_modes_sorted(values):
    best = 0
    modes = []
    for value, run in groupby(sorted(values)):
        size = len(list(run))
        if size > best:
            best, modes = size, [value]
        elif size == best:
            modes.append(value)
    return (modes, best)

# --- implementation 4: list.count for every value, no counting dict ---
def all_modes_sorted(values):
    if not values:
        return ([], 0)
    top = max(values.count(v) for v in values)
    modes = sorted({v for v in values if values.count(v) == top})
    return (modes, top)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 15)])
    if rng.random() < 0.3:
        return ([rng.choice("abcd") for _ in range(n)],)
    return ([rng.randint(-3, 4) for _ in range(n)],)
