# domain: sorting_searching
# function: closest_pair_sum_two_lists
# query: Given two ascending lists a and b and a target, pick one element from each so that their
#   sum is closest to target; return the pair (a_value, b_value), preferring on ties the pair
#   with the smaller value from a. Raise ValueError if either list is empty.

def closest_pair_sum_two_lists(a, b, target):
    if not a or not b:
        raise ValueError("empty input")
    i, j = 0, len(b) - 1
    best = (a[0], b[-1])
    best_gap = abs(a[0] + b[-1] - target)
    while i < len(a) and j >= 0:
        total = a[i] + b[j]
        if abs(total - target) < best_gap:
            best, best_gap = (a[i], b[j]), abs(total - target)
        if total > target:
            j -= 1
        else:
            i += 1
    return best

# --- tests ---
import pytest

assert closest_pair_sum_two_lists([1], [2], 100) == (1, 2)
assert closest_pair_sum_two_lists([1, 4, 5, 7], [10, 20, 30, 40], 32) == (1, 30)
assert closest_pair_sum_two_lists([1, 4, 5, 7], [10, 20, 30, 40], 50) == (7, 40)
assert closest_pair_sum_two_lists([1, 4, 5, 7], [10, 20, 30, 40], 0) == (1, 10)
assert closest_pair_sum_two_lists([1, 2, 3], [4, 5, 6], 8) == (2, 6)
assert closest_pair_sum_two_lists([-5, 0, 5], [-3, 3], 1) == (5, -3)
with pytest.raises(ValueError):
    closest_pair_sum_two_lists([], [1], 1)
with pytest.raises(ValueError):
    closest_pair_sum_two_lists([1], [], 1)
