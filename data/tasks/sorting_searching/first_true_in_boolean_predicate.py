# domain: sorting_searching
# function: first_true_in_boolean_predicate
# query: Given a monotone predicate over the integers lo..hi (False...False True...True), return the
#   smallest integer in that range where it is True, or hi + 1 if it is never True. Raise
#   ValueError when lo > hi + 1.

def first_true_in_boolean_predicate(predicate, lo, hi):
    if lo > hi + 1:
        raise ValueError("invalid range")
    left, right = lo, hi + 1
    while left < right:
        mid = (left + right) // 2
        if predicate(mid):
            right = mid
        else:
            left = mid + 1
    return left

# --- tests ---
import pytest

assert first_true_in_boolean_predicate(lambda v: v >= 4, 0, 10) == 4
assert first_true_in_boolean_predicate(lambda v: v >= 0, 0, 10) == 0
assert first_true_in_boolean_predicate(lambda v: v >= 10, 0, 10) == 10
assert first_true_in_boolean_predicate(lambda v: False, 0, 10) == 11
assert first_true_in_boolean_predicate(lambda v: v * v > 50, 1, 100) == 8
assert first_true_in_boolean_predicate(lambda v: True, 5, 4) == 5
assert first_true_in_boolean_predicate(lambda v: v > -3, -10, -1) == -2
with pytest.raises(ValueError):
    first_true_in_boolean_predicate(lambda v: True, 5, 3)
