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
