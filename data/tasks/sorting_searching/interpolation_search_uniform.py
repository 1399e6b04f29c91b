# domain: sorting_searching
# function: interpolation_search_uniform
# query: Search an ascending list of integers with interpolation search, estimating the probe position
#   from the target's value between the endpoint values. Return the index of target or -1.

def interpolation_search_uniform(items, target):
    lo, hi = 0, len(items) - 1
    while lo <= hi and items[lo] <= target <= items[hi]:
        if items[hi] == items[lo]:
            return lo if items[lo] == target else -1
        pos = lo + (target - items[lo]) * (hi - lo) // (items[hi] - items[lo])
        if items[pos] == target:
            return pos
        if items[pos] < target:
            lo = pos + 1
        else:
            hi = pos - 1
    return -1

# --- tests ---
import pytest

assert interpolation_search_uniform([], 5) == -1
assert interpolation_search_uniform([5], 5) == 0
assert interpolation_search_uniform([5], 6) == -1
assert interpolation_search_uniform([10, 20, 30, 40, 50], 40) == 3
assert interpolation_search_uniform([10, 20, 30, 40, 50], 10) == 0
assert interpolation_search_uniform([10, 20, 30, 40, 50], 50) == 4
assert interpolation_search_uniform([10, 20, 30, 40, 50], 35) == -1
assert interpolation_search_uniform([1, 2, 4, 8, 16, 32, 64], 8) == 3
assert interpolation_search_uniform([1, 2, 4, 8, 16, 32, 64], 63) == -1
assert interpolation_search_uniform([7, 7, 7], 7) == 0
