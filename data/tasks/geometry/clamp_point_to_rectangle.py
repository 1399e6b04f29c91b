# domain: geometry
# function: clamp_point_to_rectangle
# query: Return the point of an axis-aligned rectangle closest to a given point, where rect is (x1,
#   y1, x2, y2), i.e. clamp each coordinate into the rectangle's range; points inside are
#   returned unchanged. Raise ValueError when x1 > x2 or y1 > y2.

def clamp_point_to_rectangle(point, rect):
    x1, y1, x2, y2 = rect
    if x1 > x2 or y1 > y2:
        raise ValueError("malformed rectangle")
    x = min(max(point[0], x1), x2)
    y = min(max(point[1], y1), y2)
    return (x, y)

# --- tests ---
import pytest

assert clamp_point_to_rectangle((2, 3), (0, 0, 5, 5)) == (2, 3)
assert clamp_point_to_rectangle((-2, 3), (0, 0, 5, 5)) == (0, 3)
assert clamp_point_to_rectangle((7, 3), (0, 0, 5, 5)) == (5, 3)
assert clamp_point_to_rectangle((2, -4), (0, 0, 5, 5)) == (2, 0)
assert clamp_point_to_rectangle((2, 9), (0, 0, 5, 5)) == (2, 5)
assert clamp_point_to_rectangle((9, -9), (1, 2, 3, 4)) == (3, 2)
assert clamp_point_to_rectangle((3, 3), (3, 3, 3, 3)) == (3, 3)
with pytest.raises(ValueError):
    clamp_point_to_rectangle((0, 0), (5, 0, 1, 1))
with pytest.raises(ValueError):
    clamp_point_to_rectangle((0, 0), (0, 5, 1, 1))

# --- implementation 2: the median of (low, value, high) per coordinate ---
def clamp_point_to_rectangle(point, rect):
    lows, highs = rect[:2], rect[2:]
    if any(lo > hi for lo, hi in zip(lows, highs)):
        raise ValueError("rectangle has x1 > x2 or y1 > y2")
    clamped = [sorted((lo, v, hi))[1] for v, lo, hi in zip(point, lows, highs)]
    return tuple(clamped)

# --- implementation 3: conditional expressions for each side ---
def clamp_point_to_rectangle(point, rect):
    left, bottom, right, top = rect
    if right < left or top < bottom:
        raise ValueError("invalid rectangle")
    px, py = point
    x = left if px < left else right if px > right else px
    y = bottom if py < bottom else top if py > top else py
    return (x, y)

# --- inputs ---
def random_input(rng):
    x1, y1 = rng.randint(-5, 5), rng.randint(-5, 5)
    x2, y2 = x1 + rng.randint(0, 6), y1 + rng.randint(0, 6)
    if rng.random() < 0.1:
        x1, x2 = x2 + 1, x1
    elif rng.random() < 0.1:
        y1, y2 = y2 + 1, y1
    point = (rng.randint(-10, 10), rng.randint(-10, 10))
    if rng.random() < 0.2:
        point = rng.choice([(x1, y1), (x2, y2), (x1 - 1, y2 + 1)])
    return (point, (x1, y1, x2, y2))
