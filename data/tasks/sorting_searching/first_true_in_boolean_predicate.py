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

# --- implementation 2: test the integers of the range in order ---
def first_true_in_boolean_predicate(predicate, lo, hi):
    if lo > hi + 1:
        raise ValueError("lo must not exceed hi + 1")
    for v in range(lo, hi + 1):
        if predicate(v):
            return v
    return hi + 1

# --- implementation 3: bisect over the range using the predicate as the key ---
from bisect import bisect_left


def first_true_in_boolean_predicate(predicate, lo, hi):
    if hi + 1 < lo:
        raise ValueError("empty range is reversed")
    candidates = range(lo, hi + 1)
    return lo + bisect_left(candidates, True, key=predicate)

# --- inputs ---
def random_input(rng):
    lo = rng.randint(-20, 20)
    hi = lo + rng.randint(-3, 25)
    if hi < lo - 1 and rng.random() < 0.5:
        hi = lo - 1
    threshold = rng.choice([lo, hi, hi + 1, lo - 5, hi + 5, rng.randint(lo - 2, hi + 2)])
    return (lambda v, t=threshold: v >= t, lo, hi)
