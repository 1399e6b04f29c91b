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
