# domain: sorting_searching
# function: move_zeros_to_end_stable
# query: Move all zeros of a list to the end while keeping the order of non-zero elements, using a
#   write pointer; return a new list. Values equal to 0 (including 0.0) count as zeros, but False stays.

def move_zeros_to_end_stable(values):
    arr = list(values)
    write = 0
    for read in range(len(arr)):
        if arr[read] != 0 or arr[read] is False:
            arr[write], arr[read] = arr[read], arr[write]
            write += 1
    return arr

# --- tests ---
import pytest

assert move_zeros_to_end_stable([]) == []
assert move_zeros_to_end_stable([0]) == [0]
assert move_zeros_to_end_stable([0, 1, 0, 3, 12]) == [1, 3, 12, 0, 0]
assert move_zeros_to_end_stable([1, 2]) == [1, 2]
assert move_zeros_to_end_stable([0, 0, 5]) == [5, 0, 0]
assert move_zeros_to_end_stable([0, False, 2]) == [False, 2, 0]
assert move_zeros_to_end_stable([-1, 0, 0.0, 4]) == [-1, 4, 0, 0.0]
