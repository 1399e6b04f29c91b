# domain: sorting_searching
# function: cocktail_shaker_sort
# query: Sort a list ascending with cocktail shaker sort (bubble passes alternating forwards and
#   backwards, shrinking the range, stopping early when a pass makes no swap); return a new list.

def cocktail_shaker_sort(values):
    arr = list(values)
    start, end = 0, len(arr) - 1
    swapped = True
    while swapped and start < end:
        swapped = False
        for i in range(start, end):
            if arr[i] > arr[i + 1]:
                arr[i], arr[i + 1] = arr[i + 1], arr[i]
                swapped = True
        end -= 1
        for i in range(end, start, -1):
            if arr[i - 1] > arr[i]:
                arr[i - 1], arr[i] = arr[i], arr[i - 1]
                swapped = True
        start += 1
    return arr

# --- tests ---
import pytest

assert cocktail_shaker_sort([]) == []
assert cocktail_shaker_sort([1]) == [1]
assert cocktail_shaker_sort([2, 1]) == [1, 2]
assert cocktail_shaker_sort([5, 1, 4, 2, 8, 0, 2]) == [0, 1, 2, 2, 4, 5, 8]
assert cocktail_shaker_sort([1, 2, 3]) == [1, 2, 3]
assert cocktail_shaker_sort([3, 2, 1]) == [1, 2, 3]
assert cocktail_shaker_sort([2, 3, 4, 5, 1]) == [1, 2, 3, 4, 5]
assert cocktail_shaker_sort([-1, 7, -9, 0, 7, 3]) == [-9, -1, 0, 3, 7, 7]
