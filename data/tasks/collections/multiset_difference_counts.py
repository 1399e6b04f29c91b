# domain: collections
# function: multiset_difference_counts
# query: Compute the multiset difference a - b of two lists: each element keeps its count in a
#   minus its count in b, dropping elements whose count falls to zero or below. Return a dict of
#   element -> remaining count sorted by element.

def multiset_difference_counts(a, b):
    counts = {}
    for item in a:
        counts[item] = counts.get(item, 0) + 1
    for item in b:
        if item in counts:
            counts[item] -= 1
    return {k: counts[k] for k in sorted(counts) if counts[k] > 0}

# --- tests ---
import pytest

assert multiset_difference_counts([], []) == {}
assert multiset_difference_counts([1], []) == {1: 1}
assert multiset_difference_counts([], [1]) == {}
assert multiset_difference_counts([1, 1, 2], [1]) == {1: 1, 2: 1}
assert multiset_difference_counts([1, 1, 2], [1, 1, 1, 2]) == {}
assert multiset_difference_counts(["b", "a", "a", "a"], ["a", "c"]) == {"a": 2, "b": 1}
assert multiset_difference_counts([3, 3, 3], [3]) == {3: 2}
