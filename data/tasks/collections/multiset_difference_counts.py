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

# --- implementation 2: Counter subtraction keeps only positive counts ---
from collections import Counter


def multiset_difference_counts(a, b):
    remaining = Counter(a) - Counter(b)
    ordered = {}
    for item in sorted(remaining):
        ordered[item] = remaining[item]
    return ordered

# --- implementation 3: remove b's items from a copy of a, then count what is left in sorted order ---
def multiset_difference_counts(a, b):
    left = list(a)
    for item in b:
        if item in left:
            left.remove(item)
    result = {}
    for item in sorted(left):
        result[item] = result.get(item, 0) + 1
    return result

# --- implementation 4: list.count difference for each distinct element of a ---
def multiset_difference_counts(a, b):
    result = {}
    for item in sorted(set(a)):
        left = a.count(item) - b.count(item)
        if left > 0:
            result[item] = left
    return result

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.3:
        return ([rng.choice("abc") for _ in range(rng.randint(0, 8))], [rng.choice("abcd") for _ in range(rng.randint(0, 8))])
    return ([rng.randint(0, 4) for _ in range(rng.randint(0, 8))], [rng.randint(0, 5) for _ in range(rng.randint(0, 8))])
