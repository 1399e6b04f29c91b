# domain: data_transformation
# function: sliding_pairs_of_items
# query: Return the list of overlapping consecutive pairs (items[i], items[i+1]) of a sequence
#   items (a list or a string), like itertools.pairwise; sequences with fewer than two items
#   give [].

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

# --- implementation 2: remember the previous item while enumerating ---
def sliding_pairs_of_items(items):
    pairs = []
    previous = None
    for index, item in enumerate(items):
        if index > 0:
            pairs.append((previous, item))
        previous = item
    return pairs

# --- implementation 3: two tee'd iterators, the second advanced by one ---
from itertools import tee


def sliding_pairs_of_items(items):
    first, second = tee(items)
    next(second, None)
    return list(zip(first, second))

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.3:
        return ("".join(rng.choice("abc") for _ in range(rng.randint(0, 5))),)
    return ([rng.randint(0, 5) for _ in range(rng.randint(0, 6))],)
