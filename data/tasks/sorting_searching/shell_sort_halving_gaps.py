# domain: sorting_searching
# function: shell_sort_halving_gaps
# query: Sort a list ascending using Shell sort with the gap sequence n//2, n//4, ..., 1 (gapped
#   insertion sort), returning a new list.

def shell_sort_halving_gaps(values):
    arr = list(values)
    gap = len(arr) // 2
    while gap > 0:
        for i in range(gap, len(arr)):
            current = arr[i]
            j = i
            while j >= gap and arr[j - gap] > current:
                arr[j] = arr[j - gap]
                j -= gap
            arr[j] = current
        gap //= 2
    return arr

# --- tests ---
import pytest

assert shell_sort_halving_gaps([]) == []
assert shell_sort_halving_gaps([3]) == [3]
assert shell_sort_halving_gaps([2, 1]) == [1, 2]
assert shell_sort_halving_gaps([23, 12, 1, 8, 34, 54, 2, 3]) == [1, 2, 3, 8, 12, 23, 34, 54]
assert shell_sort_halving_gaps([5, 5, 1, 1]) == [1, 1, 5, 5]
assert shell_sort_halving_gaps([9, 8, 7, 6, 5, 4, 3, 2, 1]) == [1, 2, 3, 4, 5, 6, 7, 8, 9]
assert shell_sort_halving_gaps([0, -2, 4, -6]) == [-6, -2, 0, 4]
