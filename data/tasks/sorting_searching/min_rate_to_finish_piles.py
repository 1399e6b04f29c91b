# domain: sorting_searching
# function: min_rate_to_finish_piles
# query: Find the minimum integer eating speed k (items per hour, one pile per hour at most) so that all
#   piles can be finished within h hours, where a pile of size p takes ceil(p / k) hours. Raise
#   ValueError if h is smaller than the number of piles or piles is empty.

def min_rate_to_finish_piles(piles, h):
    if not piles or h < len(piles):
        raise ValueError("impossible")
    lo, hi = 1, max(piles)
    while lo < hi:
        mid = (lo + hi) // 2
        hours = 0
        for p in piles:
            hours += (p + mid - 1) // mid
        if hours <= h:
            hi = mid
        else:
            lo = mid + 1
    return lo

# --- tests ---
import pytest

assert min_rate_to_finish_piles([3, 6, 7, 11], 8) == 4
assert min_rate_to_finish_piles([30, 11, 23, 4, 20], 5) == 30
assert min_rate_to_finish_piles([30, 11, 23, 4, 20], 6) == 23
assert min_rate_to_finish_piles([1], 1) == 1
assert min_rate_to_finish_piles([10], 3) == 4
assert min_rate_to_finish_piles([10], 10) == 1
assert min_rate_to_finish_piles([9, 9], 3) == 9
with pytest.raises(ValueError):
    min_rate_to_finish_piles([1, 2, 3], 2)
with pytest.raises(ValueError):
    min_rate_to_finish_piles([], 5)

# --- implementation 2: try speeds upwards from the average-rate lower bound ---
def min_rate_to_finish_piles(piles, h):
    if len(piles) == 0 or len(piles) > h:
        raise ValueError("cannot finish the piles in h hours")
    speed = max(1, -(-sum(piles) // h))
    while sum(-(-p // speed) for p in piles) > h:
        speed += 1
    return speed

# --- implementation 3: bisect over the candidate speeds with a feasibility key ---
import bisect
import math


def min_rate_to_finish_piles(piles, h):
    if not piles or h < len(piles):
        raise ValueError("need a pile and at least one hour per pile")

    def finishes(speed):
        return sum(math.ceil(p / speed) for p in piles) <= h

    speeds = range(1, max(piles) + 1)
    return speeds[bisect.bisect_left(speeds, True, key=finishes)]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return ([], rng.randint(0, 5))
    piles = [rng.randint(1, 40) for _ in range(rng.randint(1, 8))]
    if r < 0.15:
        return (piles, len(piles) - 1)
    h = rng.choice([len(piles), len(piles) + 1, sum(piles), rng.randint(len(piles), len(piles) * 6)])
    return (piles, h)
