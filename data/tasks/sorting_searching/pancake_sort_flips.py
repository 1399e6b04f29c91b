# domain: sorting_searching
# function: pancake_sort_flips
# query: Sort a list values with pancake sort, where the only operation is reversing a prefix.
#   Return (sorted_list, flips) where flips lists the prefix lengths used, skipping flips that
#   are unnecessary (when the max is already in place, or a flip of length 1).

def pancake_sort_flips(values):
    arr = list(values)
    flips = []
    for size in range(len(arr), 1, -1):
        max_index = arr.index(max(arr[:size]))
        if max_index == size - 1:
            continue
        if max_index > 0:
            arr[:max_index + 1] = arr[:max_index + 1][::-1]
            flips.append(max_index + 1)
        arr[:size] = arr[:size][::-1]
        flips.append(size)
    return arr, flips

# --- tests ---
import pytest

assert pancake_sort_flips([]) == ([], [])
assert pancake_sort_flips([1]) == ([1], [])
assert pancake_sort_flips([1, 2]) == ([1, 2], [])
assert pancake_sort_flips([2, 1]) == ([1, 2], [2])
assert pancake_sort_flips([3, 2, 4, 1]) == ([1, 2, 3, 4], [3, 4, 2, 3, 2])
assert pancake_sort_flips([1, 3, 2]) == ([1, 2, 3], [2, 3, 2])
assert pancake_sort_flips([4, 3, 2, 1]) == ([1, 2, 3, 4], [4])
