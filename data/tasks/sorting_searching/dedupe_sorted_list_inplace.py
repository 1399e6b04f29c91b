# domain: sorting_searching
# function: dedupe_sorted_list_inplace
# query: Remove duplicates from items, a sorted list, in place so that each value appears at most
#   allowed times (default 1), keeping order; truncate the list and return the new length.
#   Raise ValueError if allowed is less than 1.

def dedupe_sorted_list_inplace(items, allowed=1):
    if allowed < 1:
        raise ValueError("allowed must be >= 1")
    write = 0
    for value in items:
        if write < allowed or items[write - allowed] != value:
            items[write] = value
            write += 1
    del items[write:]
    return write

# --- tests ---
import pytest

assert dedupe_sorted_list_inplace([]) == 0
assert dedupe_sorted_list_inplace([1, 1, 2]) == 2
assert dedupe_sorted_list_inplace([0, 0, 1, 1, 1, 2, 2, 3, 3, 4]) == 5
assert dedupe_sorted_list_inplace([1, 1, 1, 2, 2, 3], allowed=2) == 5
assert dedupe_sorted_list_inplace([7, 7, 7], allowed=3) == 3
assert (lambda xs: (dedupe_sorted_list_inplace(xs), xs))([1, 1, 1, 2, 2, 3]) == (3, [1, 2, 3])
assert (lambda xs: (dedupe_sorted_list_inplace(xs, 2), xs))([0, 0, 0, 1, 1, 1, 1, 2]) == (5, [0, 0, 1, 1, 2])
with pytest.raises(ValueError):
    dedupe_sorted_list_inplace([1, 2], allowed=0)
