# domain: sorting_searching
# function: bubble_sort_with_pass_count
# query: Bubble sort a list values ascending with early exit when a pass makes no swaps; return the
#   sorted copy and the number of passes executed (including the final swap-free pass; an empty
#   or single-element list needs 0 passes).

def bubble_sort_with_pass_count(values):
    arr = list(values)
    passes = 0
    n = len(arr)
    for end in range(n - 1, 0, -1):
        passes += 1
        swapped = False
        for i in range(end):
            if arr[i] > arr[i + 1]:
                arr[i], arr[i + 1] = arr[i + 1], arr[i]
                swapped = True
        if not swapped:
            break
    return arr, passes

# --- tests ---
import pytest

assert bubble_sort_with_pass_count([]) == ([], 0)
assert bubble_sort_with_pass_count([1]) == ([1], 0)
assert bubble_sort_with_pass_count([1, 2]) == ([1, 2], 1)
assert bubble_sort_with_pass_count([2, 1]) == ([1, 2], 1)
assert bubble_sort_with_pass_count([1, 2, 3, 4]) == ([1, 2, 3, 4], 1)
assert bubble_sort_with_pass_count([4, 3, 2, 1]) == ([1, 2, 3, 4], 3)
assert bubble_sort_with_pass_count([2, 1, 3, 4, 5]) == ([1, 2, 3, 4, 5], 2)
assert bubble_sort_with_pass_count([3, 3, 1]) == ([1, 3, 3], 2)
