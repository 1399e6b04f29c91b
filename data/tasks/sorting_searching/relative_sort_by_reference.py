# domain: sorting_searching
# function: relative_sort_by_reference
# query: Sort arr so that elements appearing in the reference list come first in the reference order
#   (with duplicates kept), followed by the remaining elements in ascending order.

def relative_sort_by_reference(arr, reference):
    position = {}
    for index, value in enumerate(reference):
        if value not in position:
            position[value] = index
    def key(value):
        if value in position:
            return (0, position[value])
        return (1, value)
    return sorted(arr, key=key)

# --- tests ---
import pytest

assert relative_sort_by_reference([], [1]) == []
assert relative_sort_by_reference([3, 1, 2], []) == [1, 2, 3]
assert relative_sort_by_reference([2, 3, 1, 3, 2, 4, 6, 7, 9, 2, 19], [2, 1, 4, 3, 9, 6]) == [2, 2, 2, 1, 4, 3, 3, 9, 6, 7, 19]
assert relative_sort_by_reference([28, 6, 22, 8, 44, 17], [22, 28, 8, 6]) == [22, 28, 8, 6, 17, 44]
assert relative_sort_by_reference([5, 1, 5], [5, 1, 5]) == [5, 5, 1]
assert relative_sort_by_reference([0, -1, 3], [3]) == [3, -1, 0]
assert relative_sort_by_reference([4, 4], [9]) == [4, 4]

# --- implementation 2: Counter; emit reference values in order, then the leftovers ascending ---
from collections import Counter


def relative_sort_by_reference(arr, reference):
    remaining = Counter(arr)
    result = []
    for value in reference:
        if value in remaining:
            result.extend([value] * remaining.pop(value))
    result.extend(sorted(remaining.elements()))
    return result

# --- implementation 3: split by membership, order the first part by reference.index ---
def relative_sort_by_reference(arr, reference):
    known = set(reference)
    listed = [v for v in arr if v in known]
    listed.sort(key=reference.index)
    others = sorted(v for v in arr if v not in known)
    return listed + others

# --- inputs ---
def random_input(rng):
    arr = [rng.randint(-5, 12) for _ in range(rng.randint(0, 15))]
    reference = [rng.randint(-5, 12) for _ in range(rng.randint(0, 6))]
    if arr and rng.random() < 0.5:
        reference += rng.sample(arr, min(len(arr), 3))
    return (arr, reference)
