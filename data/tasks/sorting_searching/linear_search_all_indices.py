# domain: sorting_searching
# function: linear_search_all_indices
# query: Scan items, an unsorted list, and return every index where target occurs, reporting at most
#   limit matches (limit None, the default, means all). Raise ValueError when limit is
#   negative.

def linear_search_all_indices(items, target, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("limit must be non-negative")
    found = []
    for index, value in enumerate(items):
        if limit is not None and len(found) >= limit:
            break
        if value == target:
            found.append(index)
    return found

# --- tests ---
import pytest

assert linear_search_all_indices([], 1) == []
assert linear_search_all_indices([1, 2, 1, 3, 1], 1) == [0, 2, 4]
assert linear_search_all_indices([1, 2, 1, 3, 1], 1, limit=2) == [0, 2]
assert linear_search_all_indices([1, 2, 1, 3, 1], 1, limit=0) == []
assert linear_search_all_indices([1, 2, 1, 3, 1], 1, limit=3) == [0, 2, 4]
assert linear_search_all_indices(["a", "b"], "c") == []
assert linear_search_all_indices([0, 0], 0, limit=1) == [0]
with pytest.raises(ValueError):
    linear_search_all_indices([1], 1, limit=-1)

# --- implementation 2: comprehension of all matches, then cut to the limit ---
def linear_search_all_indices(items, target, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("negative limit")
    matches = [i for i, v in enumerate(items) if v == target]
    if limit is None:
        return matches
    return matches[:limit]

# --- implementation 3: lazy generator of matching indices, cut with itertools.islice ---
from itertools import islice


def linear_search_all_indices(items, target, limit=None):
    if limit is not None and limit < 0:
        raise ValueError("limit cannot be negative")
    hits = (i for i, v in enumerate(items) if v == target)
    return list(islice(hits, limit))

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 15)
    items = [rng.randint(0, 3) for _ in range(n)]
    target = rng.randint(0, 4)
    r = rng.random()
    if r < 0.4:
        return (items, target)
    if r < 0.5:
        return (items, target, rng.randint(-3, -1))
    return (items, target, rng.choice([0, 1, 2, 3, n, rng.randint(0, 8)]))
