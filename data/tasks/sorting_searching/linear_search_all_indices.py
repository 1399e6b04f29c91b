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
