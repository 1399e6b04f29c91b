# domain: sorting_searching
# function: longest_run_in_sorted_list
# query: In an ascending list, find the value with the longest run of equal elements and return
#   (value, run_length); on ties the smaller value wins. Return None for an empty list.

def longest_run_in_sorted_list(items):
    if not items:
        return None
    best_value, best_len = items[0], 1
    run_len = 1
    for i in range(1, len(items)):
        if items[i] == items[i - 1]:
            run_len += 1
        else:
            run_len = 1
        if run_len > best_len:
            best_value, best_len = items[i], run_len
    return best_value, best_len

# --- tests ---
import pytest

assert longest_run_in_sorted_list([]) is None
assert longest_run_in_sorted_list([4]) == (4, 1)
assert longest_run_in_sorted_list([1, 2, 3]) == (1, 1)
assert longest_run_in_sorted_list([1, 2, 2, 3]) == (2, 2)
assert longest_run_in_sorted_list([1, 1, 2, 2]) == (1, 2)
assert longest_run_in_sorted_list([0, 5, 5, 5, 7, 7]) == (5, 3)
assert longest_run_in_sorted_list([3, 3, 3, 3]) == (3, 4)
assert longest_run_in_sorted_list([1, 2, 9, 9, 9]) == (9, 3)
