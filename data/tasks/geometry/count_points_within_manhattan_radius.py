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

# --- implementation 2: the diamond as two interleaved squares, (r+1)^2 points with x+y of r's parity and r^2 others ---
def count_points_within_manhattan_radius(r):
    if r < 0:
        raise ValueError("negative radius")
    same_parity = (r + 1) ** 2
    other_parity = r ** 2
    return same_parity + other_parity

# --- implementation 3: the origin plus 4k points on each diamond ring k ---
def count_points_within_manhattan_radius(r):
    if r < 0:
        raise ValueError("r must be non-negative")
    total = 1
    for ring in range(1, r + 1):
        total += 4 * ring
    return total

# --- implementation 4: counts the grid points of the bounding square inside the diamond ---
def count_points_within_manhattan_radius(r):
    if r < 0:
        raise ValueError("r must not be negative")
    span = range(-r, r + 1)
    return sum(1 for x in span for y in span if abs(x) + abs(y) <= r)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return (-rng.randint(1, 5),)
    return (rng.choice([0, 1, 2, 3, 4, 10, rng.randint(0, 30)]),)
