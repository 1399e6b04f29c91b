# domain: geometry
# function: rectangle_contains_rectangle
# query: Given rectangles outer and inner, each axis-aligned (x1, y1, x2, y2), return True if inner
#   lies completely inside outer, allowing shared edges. Raise ValueError if either rectangle
#   has x1 > x2 or y1 > y2.

def rectangle_contains_rectangle(outer, inner):
    for r in (outer, inner):
        if r[0] > r[2] or r[1] > r[3]:
            raise ValueError("malformed rectangle")
    if inner[0] < outer[0] or inner[1] < outer[1]:
        return False
    if inner[2] > outer[2] or inner[3] > outer[3]:
        return False
    return True

# --- tests ---
import pytest

assert rectangle_contains_rectangle((0, 0, 10, 10), (2, 2, 5, 5)) is True
assert rectangle_contains_rectangle((0, 0, 10, 10), (0, 0, 10, 10)) is True
assert rectangle_contains_rectangle((3, 0, 5, 4), (0, 3, 3, 3)) is False
assert rectangle_contains_rectangle((-1, 2, 2, 3), (0, 1, 0, 1)) is False
assert rectangle_contains_rectangle((0, 0, 10, 10), (2, 2, 11, 5)) is False
assert rectangle_contains_rectangle((0, 0, 10, 10), (2, 2, 5, 11)) is False
assert rectangle_contains_rectangle((0, 0, 2, 0), (0, 2, 0, 2)) is False
assert rectangle_contains_rectangle((0, 0, 0, 3), (0, 1, 3, 2)) is False
with pytest.raises(ValueError):
    rectangle_contains_rectangle((5, 0, 1, 10), (2, 2, 3, 3))
with pytest.raises(ValueError):
    rectangle_contains_rectangle((0, 0, 10, 10), (2, 4, 3, 3))

# --- implementation 2: every inner bound compared with the outer one via zip ---
def rectangle_contains_rectangle(outer, inner):
    if any(r[0] > r[2] or r[1] > r[3] for r in (outer, inner)):
        raise ValueError("rectangle needs x1 <= x2 and y1 <= y2")
    lows_ok = all(i >= o for i, o in zip(inner[:2], outer[:2]))
    highs_ok = all(i <= o for i, o in zip(inner[2:], outer[2:]))
    return lows_ok and highs_ok

# --- implementation 3: the intersection of the two rectangles must be the inner one ---
def rectangle_contains_rectangle(outer, inner):
    for x1, y1, x2, y2 in (outer, inner):
        if x2 < x1 or y2 < y1:
            raise ValueError("malformed")
    clipped = (max(outer[0], inner[0]), max(outer[1], inner[1]), min(outer[2], inner[2]), min(outer[3], inner[3]))
    return clipped == tuple(inner)

# --- inputs ---
def random_input(rng):
    def rect(lo=-5, hi=5):
        x, y = rng.randint(lo, hi), rng.randint(lo, hi)
        return (x, y, x + rng.randint(0, 6), y + rng.randint(0, 6))

    outer = rect()
    r = rng.random()
    if r < 0.35:
        x1 = rng.randint(outer[0], outer[2])
        y1 = rng.randint(outer[1], outer[3])
        inner = (x1, y1, rng.randint(x1, outer[2] + 1), rng.randint(y1, outer[3] + 1))
    elif r < 0.45:
        inner = outer
    else:
        inner = rect()
    if rng.random() < 0.08:
        inner = (inner[2] + 1, inner[1], inner[0], inner[3])
    elif rng.random() < 0.05:
        outer = (outer[0], outer[3] + 1, outer[2], outer[1])
    return (outer, inner)
