# domain: math_numerical
# function: linear_interpolate_value
# query: Given two points (x0, y0) and (x1, y1), linearly interpolate y at x on the straight line
#   through them; x may lie outside the segment (extrapolation). Raise ValueError if x0 == x1.

def linear_interpolate_value(x0, y0, x1, y1, x):
    if x0 == x1:
        raise ValueError("x0 and x1 must differ")
    slope = (y1 - y0) / (x1 - x0)
    return y0 + slope * (x - x0)

# --- tests ---
import pytest

assert linear_interpolate_value(0, 0, 10, 100, 5) == 50.0
assert linear_interpolate_value(0, 0, 10, 100, 0) == 0.0
assert linear_interpolate_value(0, 0, 10, 100, 10) == 100.0
assert linear_interpolate_value(2, 4, 4, 8, 3) == 6.0
assert linear_interpolate_value(0, 10, 10, 0, 2) == 8.0
assert linear_interpolate_value(1, 1, 2, 3, 4) == 7.0
assert linear_interpolate_value(1, 5, 3, 5, 100) == 5.0
with pytest.raises(ValueError):
    linear_interpolate_value(1, 2, 1, 3, 0)

# --- implementation 2: slope-intercept form y = m * x + b ---
def linear_interpolate_value(x0, y0, x1, y1, x):
    if x1 == x0:
        raise ValueError("x0 and x1 are equal")
    m = (y1 - y0) / (x1 - x0)
    intercept = y0 - m * x0
    return m * x + intercept

# --- implementation 3: two-point form with a single division ---
def linear_interpolate_value(x0, y0, x1, y1, x):
    span = x1 - x0
    if span == 0:
        raise ValueError("vertical line: x0 equals x1")
    weighted = y0 * (x1 - x) + y1 * (x - x0)
    return weighted / span

# --- inputs ---
def random_input(rng):
    x0 = rng.randint(-20, 20)
    x1 = x0 if rng.random() < 0.1 else x0 + rng.choice([-1, 1]) * rng.randint(1, 15)
    y0, y1 = rng.randint(-50, 50), rng.randint(-50, 50)
    if rng.random() < 0.2:
        y1 = y0
    x = rng.choice([x0, x1]) if rng.random() < 0.3 else rng.randint(-40, 40)
    return (x0, y0, x1, y1, x)
