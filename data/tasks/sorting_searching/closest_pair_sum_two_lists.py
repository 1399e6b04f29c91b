# domain: sorting_searching
# function: closest_pair_sum_two_lists
# query: Given two ascending lists a and b and a target, pick one element from each so that their
#   sum is closest to target; return the pair (a_value, b_value), preferring on ties the pair
#   with the smaller value from a, and among those the larger value from b. Raise ValueError if
#   either list is empty.

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

# --- implementation 2: every pair, minimised by (gap, a value, negated b value) ---
from itertools import product


def closest_pair_sum_two_lists(a, b, target):
    if len(a) == 0 or len(b) == 0:
        raise ValueError("both lists must be non-empty")
    return min(product(a, b), key=lambda p: (abs(p[0] + p[1] - target), p[0], -p[1]))

# --- implementation 3: for each value of a, bisect b around target - value ---
import bisect


def closest_pair_sum_two_lists(a, b, target):
    if not a or not b:
        raise ValueError("a and b must not be empty")
    best, best_key = None, None
    for x in a:
        pos = bisect.bisect_left(b, target - x)
        for y in b[max(pos - 1, 0):pos + 1]:
            key = (abs(x + y - target), x, -y)
            if best_key is None or key < best_key:
                best, best_key = (x, y), key
    return best

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return ([], [1, 2]) if rng.random() < 0.5 else ([3], [])
    a = sorted(rng.randint(-12, 12) for _ in range(rng.randint(1, 8)))
    b = sorted(rng.randint(-12, 12) for _ in range(rng.randint(1, 8)))
    target = rng.choice(a) + rng.choice(b) + rng.choice([-1, 0, 1]) if rng.random() < 0.5 else rng.randint(-30, 30)
    return (a, b, target)
