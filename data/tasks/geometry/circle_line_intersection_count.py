# domain: geometry
# function: circle_line_intersection_count
# query: Return how many points (0, 1 or 2) an infinite line a*x + b*y + c = 0 shares with a circle
#   of center (cx, cy) and radius r, using exact integer arithmetic. Raise ValueError if a and b are
#   both zero or r is negative.

def circle_line_intersection_count(a, b, c, cx, cy, r):
    if a == 0 and b == 0:
        raise ValueError("not a line")
    if r < 0:
        raise ValueError("negative radius")
    numerator = (a * cx + b * cy + c) ** 2
    limit = r * r * (a * a + b * b)
    if numerator < limit:
        return 2
    if numerator == limit:
        return 1
    return 0

# --- tests ---
import pytest

assert circle_line_intersection_count(0, 1, 0, 0, 0, 5) == 2
assert circle_line_intersection_count(0, 1, -5, 0, 0, 5) == 1
assert circle_line_intersection_count(0, 1, -6, 0, 0, 5) == 0
assert circle_line_intersection_count(1, 0, -3, 1, 1, 2) == 1
assert circle_line_intersection_count(1, 1, -1, 0, 0, 1) == 2
assert circle_line_intersection_count(3, 4, -25, 0, 0, 5) == 1
assert circle_line_intersection_count(3, 4, -26, 0, 0, 5) == 0
assert circle_line_intersection_count(1, -1, 0, 2, 2, 0) == 1
with pytest.raises(ValueError):
    circle_line_intersection_count(0, 0, 1, 0, 0, 1)
with pytest.raises(ValueError):
    circle_line_intersection_count(1, 1, 0, 0, 0, -1)
