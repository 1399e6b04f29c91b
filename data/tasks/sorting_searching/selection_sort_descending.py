# domain: sorting_searching
# function: selection_sort_descending
# query: Sort a list of numbers values in descending order using selection sort and return the new
#   list along with the number of swaps actually performed (a swap is only counted when two
#   different positions are exchanged), as a tuple (sorted_list, swaps).

def selection_sort_descending(values):
    result = list(values)
    swaps = 0
    n = len(result)
    for i in range(n - 1):
        best = i
        for j in range(i + 1, n):
            if result[j] > result[best]:
                best = j
        if best != i:
            result[i], result[best] = result[best], result[i]
            swaps += 1
    return result, swaps

# --- tests ---
import pytest

assert selection_sort_descending([]) == ([], 0)
assert selection_sort_descending([4]) == ([4], 0)
assert selection_sort_descending([1, 2]) == ([2, 1], 1)
assert selection_sort_descending([2, 1]) == ([2, 1], 0)
assert selection_sort_descending([3, 1, 2]) == ([3, 2, 1], 1)
assert selection_sort_descending([1, 2, 3, 4, 5]) == ([5, 4, 3, 2, 1], 2)
assert selection_sort_descending([2, 2, 1, 3]) == ([3, 2, 2, 1], 2)
assert selection_sort_descending([-1, 5, 0, 5]) == ([5, 5, 0, -1], 2)
