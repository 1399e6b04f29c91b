# domain: collections
# function: multiset_intersection_list
# query: Return the multiset intersection of two lists as a sorted list: each element appears
#   min(count in a, count in b) times.

def multiset_intersection_list(a, b):
    remaining = {}
    for item in b:
        remaining[item] = remaining.get(item, 0) + 1
    common = []
    for item in a:
        if remaining.get(item, 0) > 0:
            common.append(item)
            remaining[item] -= 1
    return sorted(common)

# --- tests ---
import pytest

assert multiset_intersection_list([], [1]) == []
assert multiset_intersection_list([1], []) == []
assert multiset_intersection_list([1, 2, 2, 1], [2, 2]) == [2, 2]
assert multiset_intersection_list([4, 9, 5], [9, 4, 9, 8, 4]) == [4, 9]
assert multiset_intersection_list([3, 3, 3], [3, 3]) == [3, 3]
assert multiset_intersection_list([1, 2], [3, 4]) == []
assert multiset_intersection_list([5, 1, 5], [5, 5, 1, 1]) == [1, 5, 5]
