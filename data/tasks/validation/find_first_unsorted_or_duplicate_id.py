# domain: validation
# function: find_first_unsorted_or_duplicate_id
# query: Given a list of integer ids that should be strictly ascending, return the index of the
#   first id that is not greater than the one before it (a duplicate or out-of-order value), or -1
#   if the whole list is strictly ascending.

def find_first_unsorted_or_duplicate_id(ids):
    for i in range(1, len(ids)):
        if ids[i] <= ids[i - 1]:
            return i
    return -1

# --- tests ---
import pytest

assert find_first_unsorted_or_duplicate_id([]) == -1
assert find_first_unsorted_or_duplicate_id([7]) == -1
assert find_first_unsorted_or_duplicate_id([1, 2, 3]) == -1
assert find_first_unsorted_or_duplicate_id([1, 1]) == 1
assert find_first_unsorted_or_duplicate_id([2, 1]) == 1
assert find_first_unsorted_or_duplicate_id([1, 5, 9, 9, 2]) == 3
assert find_first_unsorted_or_duplicate_id([1, 5, 4, 9]) == 2
assert find_first_unsorted_or_duplicate_id([-3, -2, 0, 10]) == -1
