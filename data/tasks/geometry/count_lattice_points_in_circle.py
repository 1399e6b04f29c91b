# domain: geometry
# function: count_lattice_points_in_circle
# query: Count the integer points (x, y) inside or on a circle of non-negative integer radius r
#   centered at the origin. Raise ValueError for a negative radius.

def count_lattice_points_in_circle(r):
    if r < 0:
        raise ValueError("radius must be non-negative")
    count = 0
    for x in range(-r, r + 1):
        for y in range(-r, r + 1):
            if x * x + y * y <= r * r:
                count += 1
    return count

# --- tests ---
import pytest

assert count_lattice_points_in_circle(0) == 1
assert count_lattice_points_in_circle(1) == 5
assert count_lattice_points_in_circle(2) == 13
assert count_lattice_points_in_circle(3) == 29
assert count_lattice_points_in_circle(5) == 81
assert count_lattice_points_in_circle(10) == 317
with pytest.raises(ValueError):
    count_lattice_points_in_circle(-1)

# --- implementation 2: per column, the integer square root bounds the rows ---
import math


def count_lattice_points_in_circle(r):
    if r < 0:
        raise ValueError("negative radius")
    total = 0
    for x in range(-r, r + 1):
        total += 2 * math.isqrt(r * r - x * x) + 1
    return total

# --- implementation 3: one quadrant traced with a shrinking height, times four, plus the center ---
def count_lattice_points_in_circle(r):
    if r < 0:
        raise ValueError("radius must be >= 0")
    height = r
    quadrant = 0
    for x in range(1, r + 1):
        while x * x + height * height > r * r:
            height -= 1
        quadrant += height + 1
    return 4 * quadrant + 1

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return (-rng.randint(1, 5),)
    return (rng.choice([0, 1, 2, 3, 5, 10, rng.randint(0, 40)]),)
