# domain: collections
# function: longest_window_at_most_k_distinct
# query: Return the length of the longest contiguous sublist of items containing at most k distinct
#   values. k = 0 gives 0; negative k raises ValueError.

def longest_window_at_most_k_distinct(items, k):
    if k < 0:
        raise ValueError("k must be non-negative")
    counts = {}
    left = 0
    best = 0
    for right, item in enumerate(items):
        counts[item] = counts.get(item, 0) + 1
        while len(counts) > k:
            old = items[left]
            counts[old] -= 1
            if counts[old] == 0:
                del counts[old]
            left += 1
        best = max(best, right - left + 1)
    return best

# --- tests ---
import pytest

assert longest_window_at_most_k_distinct([], 2) == 0
assert longest_window_at_most_k_distinct([1, 2, 1], 0) == 0
assert longest_window_at_most_k_distinct(list("eceba"), 2) == 3
assert longest_window_at_most_k_distinct(list("aa"), 1) == 2
assert longest_window_at_most_k_distinct([1, 2, 1, 2, 3], 2) == 4
assert longest_window_at_most_k_distinct([1, 2, 3, 4], 1) == 1
assert longest_window_at_most_k_distinct([1, 2, 3], 5) == 3
assert longest_window_at_most_k_distinct([1, 1, 2, 3, 3, 3, 2], 2) == 5
with pytest.raises(ValueError):
    longest_window_at_most_k_distinct([1], -1)
