# domain: collections
# function: symmetric_difference_sorted
# query: Return the sorted list of values that appear in exactly one of two lists (set symmetric
#   difference), ignoring duplicates within a list.

def symmetric_difference_sorted(a, b):
    set_a = set(a)
    set_b = set(b)
    result = []
    for x in set_a:
        if x not in set_b:
            result.append(x)
    for x in set_b:
        if x not in set_a:
            result.append(x)
    return sorted(result)

# --- tests ---
import pytest

assert symmetric_difference_sorted([], []) == []
assert symmetric_difference_sorted([1], []) == [1]
assert symmetric_difference_sorted([], [2, 2]) == [2]
assert symmetric_difference_sorted([1, 2, 3], [2, 3, 4]) == [1, 4]
assert symmetric_difference_sorted([1, 1, 2], [2]) == [1]
assert symmetric_difference_sorted([5, 3], [3, 5]) == []
assert symmetric_difference_sorted([9, 0], [7]) == [0, 7, 9]
