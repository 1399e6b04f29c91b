# domain: sorting_searching
# function: merge_two_sorted_lists
# query: Merge two ascending lists a and b into one ascending list; when elements are equal the one
#   from a comes first.

def merge_two_sorted_lists(a, b):
    merged = []
    i = j = 0
    while i < len(a) and j < len(b):
        if b[j] < a[i]:
            merged.append(b[j])
            j += 1
        else:
            merged.append(a[i])
            i += 1
    merged.extend(a[i:])
    merged.extend(b[j:])
    return merged

# --- tests ---
import pytest

assert merge_two_sorted_lists([], []) == []
assert merge_two_sorted_lists([1, 2], []) == [1, 2]
assert merge_two_sorted_lists([], [3]) == [3]
assert merge_two_sorted_lists([1, 4, 9], [2, 3, 10]) == [1, 2, 3, 4, 9, 10]
assert merge_two_sorted_lists([5, 6], [1, 2]) == [1, 2, 5, 6]
assert merge_two_sorted_lists([1.0, 2], [1, 2.0]) == [1.0, 1, 2, 2.0]
assert [type(x) for x in merge_two_sorted_lists([1.0], [1])] == [float, int]
assert merge_two_sorted_lists([0, 0, 7], [0, 8]) == [0, 0, 0, 7, 8]
