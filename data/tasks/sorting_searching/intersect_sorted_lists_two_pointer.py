# domain: sorting_searching
# function: intersect_sorted_lists_two_pointer
# query: Return the multiset intersection of two ascending lists (each common value appears as many
#   times as the minimum of its counts) by walking both lists with two pointers; result is ascending.

def intersect_sorted_lists_two_pointer(a, b):
    i = j = 0
    result = []
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            result.append(a[i])
            i += 1
            j += 1
        elif a[i] < b[j]:
            i += 1
        else:
            j += 1
    return result

# --- tests ---
import pytest

assert intersect_sorted_lists_two_pointer([], [1]) == []
assert intersect_sorted_lists_two_pointer([1], []) == []
assert intersect_sorted_lists_two_pointer([1, 2, 2, 3], [2, 2, 2, 4]) == [2, 2]
assert intersect_sorted_lists_two_pointer([1, 3, 5], [2, 4, 6]) == []
assert intersect_sorted_lists_two_pointer([1, 2, 3], [1, 2, 3]) == [1, 2, 3]
assert intersect_sorted_lists_two_pointer([4, 9, 9], [1, 4, 9]) == [4, 9]
assert intersect_sorted_lists_two_pointer([1, 5, 6, 9], [5, 9, 10]) == [5, 9]
assert intersect_sorted_lists_two_pointer([0, 7], [7]) == [7]
