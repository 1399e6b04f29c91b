# domain: collections
# function: distinct_counts_per_window
# query: Given a list items and a window size k, return for every contiguous window of k items the
#   number of distinct values in it. Raise ValueError if k < 1; return [] when the list is
#   shorter than k.

def distinct_counts_per_window(items, k):
    if k < 1:
        raise ValueError("k must be positive")
    counts = {}
    result = []
    for i, item in enumerate(items):
        counts[item] = counts.get(item, 0) + 1
        if i >= k:
            old = items[i - k]
            counts[old] -= 1
            if counts[old] == 0:
                del counts[old]
        if i >= k - 1:
            result.append(len(counts))
    return result

# --- tests ---
import pytest

assert distinct_counts_per_window([1, 2, 1, 3, 4, 2, 3], 4) == [3, 4, 4, 3]
assert distinct_counts_per_window([1, 1, 1], 2) == [1, 1]
assert distinct_counts_per_window([1, 2, 3], 1) == [1, 1, 1]
assert distinct_counts_per_window([1, 2, 3], 3) == [3]
assert distinct_counts_per_window([1, 2], 3) == []
assert distinct_counts_per_window([], 1) == []
assert distinct_counts_per_window([1, 2, 2, 1, 1], 2) == [2, 1, 2, 1]
with pytest.raises(ValueError):
    distinct_counts_per_window([1], 0)
