# domain: sorting_searching
# function: count_inversions_merge_sort
# query: Count the inversions of a list values (pairs i < j with values[i] > values[j]; equal
#   elements do not count) while merge-sorting it; return a tuple (sorted_list,
#   inversion_count).

def count_inversions_merge_sort(values):
    if len(values) < 2:
        return list(values), 0
    mid = len(values) // 2
    left, inv_left = count_inversions_merge_sort(values[:mid])
    right, inv_right = count_inversions_merge_sort(values[mid:])
    merged, inversions = [], inv_left + inv_right
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            inversions += len(left) - i
            j += 1
    merged += left[i:] + right[j:]
    return merged, inversions

# --- tests ---
import pytest

assert count_inversions_merge_sort([]) == ([], 0)
assert count_inversions_merge_sort([4]) == ([4], 0)
assert count_inversions_merge_sort([2, 1]) == ([1, 2], 1)
assert count_inversions_merge_sort([1, 2]) == ([1, 2], 0)
assert count_inversions_merge_sort([2, 2, 2]) == ([2, 2, 2], 0)
assert count_inversions_merge_sort([5, 4, 3, 2, 1]) == ([1, 2, 3, 4, 5], 10)
assert count_inversions_merge_sort([2, 4, 1, 3, 5]) == ([1, 2, 3, 4, 5], 3)
assert count_inversions_merge_sort([3, 1, 3, 0, 2, 1]) == ([0, 1, 1, 2, 3, 3], 9)
