# domain: sorting_searching
# function: gnome_sort_list
# query: Sort a list ascending with gnome sort (step forward while in order, otherwise swap with the
#   previous element and step back) and return (sorted_list, swap_count).

def gnome_sort_list(values):
    arr = list(values)
    i = 0
    swaps = 0
    while i < len(arr):
        if i == 0 or arr[i - 1] <= arr[i]:
            i += 1
        else:
            arr[i - 1], arr[i] = arr[i], arr[i - 1]
            swaps += 1
            i -= 1
    return arr, swaps

# --- tests ---
import pytest

assert gnome_sort_list([]) == ([], 0)
assert gnome_sort_list([1]) == ([1], 0)
assert gnome_sort_list([2, 1]) == ([1, 2], 1)
assert gnome_sort_list([1, 2]) == ([1, 2], 0)
assert gnome_sort_list([3, 2, 1]) == ([1, 2, 3], 3)
assert gnome_sort_list([2, 2, 1]) == ([1, 2, 2], 2)
assert gnome_sort_list([34, 2, 10, -9]) == ([-9, 2, 10, 34], 5)
assert gnome_sort_list([1, 3, 2, 4]) == ([1, 2, 3, 4], 1)
