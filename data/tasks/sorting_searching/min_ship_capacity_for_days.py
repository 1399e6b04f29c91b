# domain: sorting_searching
# function: min_ship_capacity_for_days
# query: Packages with given weights must be shipped in order within days days, loading consecutive
#   packages each day without exceeding the ship capacity. Return the smallest capacity that
#   works. Raise ValueError if days < 1 or there are no packages.

def min_ship_capacity_for_days(weights, days):
    if days < 1 or not weights:
        raise ValueError("invalid input")
    def days_needed(capacity):
        used, load = 1, 0
        for w in weights:
            if load + w > capacity:
                used += 1
                load = 0
            load += w
        return used
    lo, hi = max(weights), sum(weights)
    while lo < hi:
        mid = (lo + hi) // 2
        if days_needed(mid) <= days:
            hi = mid
        else:
            lo = mid + 1
    return lo

# --- tests ---
import pytest

assert min_ship_capacity_for_days([5], 1) == 5
assert min_ship_capacity_for_days([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5) == 15
assert min_ship_capacity_for_days([3, 2, 2, 4, 1, 4], 3) == 6
assert min_ship_capacity_for_days([1, 2, 3, 1, 1], 4) == 3
assert min_ship_capacity_for_days([4, 4, 4], 1) == 12
assert min_ship_capacity_for_days([4, 4, 4], 3) == 4
assert min_ship_capacity_for_days([4, 4, 4], 2) == 8
with pytest.raises(ValueError):
    min_ship_capacity_for_days([1, 2], 0)
with pytest.raises(ValueError):
    min_ship_capacity_for_days([], 2)

# --- implementation 2: raise the capacity from the heaviest package until the plan fits ---
def min_ship_capacity_for_days(weights, days):
    if not weights or days <= 0:
        raise ValueError("need packages and at least one day")
    capacity = max(weights)
    while True:
        trips, load = 0, capacity
        for w in weights:
            if load + w > capacity:
                trips += 1
                load = 0
            load += w
        if trips <= days:
            return capacity
        capacity += 1

# --- implementation 3: bisect over the capacities between the heaviest package and the total ---
from bisect import bisect_left


def min_ship_capacity_for_days(weights, days):
    if days < 1 or len(weights) == 0:
        raise ValueError("bad arguments")

    def fits(capacity):
        day_count, space = 1, capacity
        for w in weights:
            if w > space:
                day_count, space = day_count + 1, capacity
            space -= w
        return day_count <= days

    candidates = range(max(weights), sum(weights) + 1)
    return candidates[bisect_left(candidates, True, key=fits)]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return ([], rng.randint(1, 3)) if rng.random() < 0.5 else ([1, 2], rng.randint(-2, 0))
    weights = [rng.randint(1, 12) for _ in range(rng.randint(1, 10))]
    days = rng.choice([1, len(weights), len(weights) + 2, rng.randint(1, len(weights))])
    return (weights, days)
