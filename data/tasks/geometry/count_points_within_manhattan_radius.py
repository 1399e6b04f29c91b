# domain: geometry
# function: count_points_within_manhattan_radius
# query: Count integer grid points whose Manhattan distance from the origin is at most r (a diamond
#   of lattice points); r = 0 gives 1. Raise ValueError for negative r.

def count_points_within_manhattan_radius(r):
    if r < 0:
        raise ValueError("radius must be non-negative")
    count = 0
    for x in range(-r, r + 1):
        span = r - abs(x)
        count += 2 * span + 1
    return count

# --- tests ---
import pytest

assert count_points_within_manhattan_radius(0) == 1
assert count_points_within_manhattan_radius(1) == 5
assert count_points_within_manhattan_radius(2) == 13
assert count_points_within_manhattan_radius(3) == 25
assert count_points_within_manhattan_radius(10) == 221
with pytest.raises(ValueError):
    count_points_within_manhattan_radius(-1)
assert count_points_within_manhattan_radius(4) == 41
