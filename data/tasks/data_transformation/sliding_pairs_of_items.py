# domain: data_transformation
# function: sliding_pairs_of_items
# query: Return the list of overlapping consecutive pairs (items[i], items[i+1]) of a list, like
#   itertools.pairwise; lists with fewer than two items give [].

def sliding_pairs_of_items(items):
    pairs = []
    for i in range(len(items) - 1):
        pairs.append((items[i], items[i + 1]))
    return pairs

# --- tests ---
import pytest

assert sliding_pairs_of_items([]) == []
assert sliding_pairs_of_items([1]) == []
assert sliding_pairs_of_items([1, 2]) == [(1, 2)]
assert sliding_pairs_of_items([1, 2, 3, 4]) == [(1, 2), (2, 3), (3, 4)]
assert sliding_pairs_of_items("abc") == [("a", "b"), ("b", "c")]
assert sliding_pairs_of_items([0, 0, 1]) == [(0, 0), (0, 1)]
assert sliding_pairs_of_items([5, 4, 3]) == [(5, 4), (4, 3)]
