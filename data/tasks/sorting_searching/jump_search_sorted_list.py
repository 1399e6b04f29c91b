# domain: sorting_searching
# function: jump_search_sorted_list
# query: Find the index of target in an ascending list with jump search: jump ahead in blocks of
#   size floor(sqrt(n)) (at least 1) until the block end is >= target, then scan that block linearly.
#   Return the index of the first match found or -1.

import math

def jump_search_sorted_list(items, target):
    n = len(items)
    step = max(1, math.isqrt(n))
    prev = 0
    while prev < n and items[min(prev + step, n) - 1] < target:
        prev += step
    for i in range(prev, min(prev + step, n)):
        if items[i] == target:
            return i
    return -1

# --- tests ---
import pytest

assert jump_search_sorted_list([], 1) == -1
assert jump_search_sorted_list([1], 1) == 0
assert jump_search_sorted_list([1], 2) == -1
assert jump_search_sorted_list([0, 1, 2, 3, 4, 5, 6, 7, 8], 8) == 8
assert jump_search_sorted_list([0, 1, 2, 3, 4, 5, 6, 7, 8], 3) == 3
assert jump_search_sorted_list([0, 1, 2, 3, 4, 5, 6, 7, 8], 0) == 0
assert jump_search_sorted_list([1, 3, 5, 7, 9, 11, 13], 6) == -1
assert jump_search_sorted_list([1, 3, 5, 7, 9, 11, 13], 11) == 5
assert jump_search_sorted_list([2, 4, 6, 8, 10], 99) == -1
