# domain: geometry
# function: snap_point_to_grid
# query: Snap a point's coordinates to the nearest multiple of a positive integer grid spacing,
#   rounding exact halves up (toward +infinity), e.g. (7, -3) with spacing 5 -> (5, -5) and
#   (2.5, 0) with spacing 5 -> (5, 0). Raise ValueError for non-positive spacing.

import math

def snap_point_to_grid(point, spacing):
    if spacing <= 0:
        raise ValueError("spacing must be positive")
    snapped = []
    for value in point:
        snapped.append(math.floor(value / spacing + 0.5) * spacing)
    return tuple(snapped)

# --- tests ---
import pytest

assert snap_point_to_grid((7, -3), 5) == (5, -5)
assert snap_point_to_grid((2.5, 0), 5) == (5, 0)
assert snap_point_to_grid((-2.5, 12), 5) == (0, 10)
assert snap_point_to_grid((13, 17), 10) == (10, 20)
assert snap_point_to_grid((4, 4), 1) == (4, 4)
assert snap_point_to_grid((0.4, 0.6), 1) == (0, 1)
assert snap_point_to_grid((14, -16), 10) == (10, -20)
with pytest.raises(ValueError):
    snap_point_to_grid((1, 1), 0)

# --- implementation 2: divmod each coordinate and round up when the remainder is at least half ---
def snap_point_to_grid(point, spacing):
    if spacing <= 0:
        raise ValueError("spacing must be a positive integer")
    result = []
    for v in point:
        steps, rest = divmod(v, spacing)
        if 2 * rest >= spacing:
            steps += 1
        result.append(int(steps) * spacing)
    return tuple(result)

# --- implementation 3: the grid lines below and above, the upper one on ties ---
import math


def snap_point_to_grid(point, spacing):
    if spacing <= 0:
        raise ValueError("non-positive spacing")

    def snap(v):
        lower = math.floor(v / spacing) * spacing
        upper = lower + spacing
        return upper if upper - v <= v - lower else lower

    return tuple(snap(v) for v in point)

# --- inputs ---
def random_input(rng):
    spacing = rng.choice([1, 2, 5, 10, rng.randint(1, 12)])
    if rng.random() < 0.07:
        spacing = rng.choice([0, -5])
    coords = [rng.choice([rng.randint(-30, 30), rng.randint(-60, 60) / 2, spacing * rng.randint(-3, 3) + spacing / 2]) for _ in range(2)]
    return (tuple(coords), spacing)
