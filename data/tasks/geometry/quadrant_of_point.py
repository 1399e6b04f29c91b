# domain: geometry
# function: quadrant_of_point
# query: Return the quadrant number (1-4, counter-clockwise starting with x > 0 and y > 0) of a 2D
#   point, or 0 when the point lies on either axis (including the origin).

def quadrant_of_point(x, y):
    if x > 0 and y > 0:
        return 1
    if x < 0 and y > 0:
        return 2
    if x < 0 and y < 0:
        return 3
    if x > 0 and y < 0:
        return 4
    return 0

# --- tests ---
assert quadrant_of_point(-3, 4) == 2
assert quadrant_of_point(-3, -4) == 3
assert quadrant_of_point(3, -4) == 4
assert quadrant_of_point(0, 0) == 0
assert quadrant_of_point(0, -5) == 0
assert quadrant_of_point(-5, 0) == 0
assert quadrant_of_point(0, 5) == 0
assert quadrant_of_point(5, 0) == 0
assert quadrant_of_point(1, 1) == 1
assert quadrant_of_point(-1, -1) == 3

# --- implementation 2: a table keyed by the pair of coordinate signs ---
QUADRANTS = {(1, 1): 1, (-1, 1): 2, (-1, -1): 3, (1, -1): 4}


def quadrant_of_point(x, y):
    sx = (x > 0) - (x < 0)
    sy = (y > 0) - (y < 0)
    return QUADRANTS.get((sx, sy), 0)

# --- implementation 3: arithmetic on the half-plane tests once the axes are excluded ---
def quadrant_of_point(x, y):
    if x == 0 or y == 0:
        return 0
    below = y < 0
    mixed = (x < 0) != (y < 0)
    return 2 * below + mixed + 1

# --- implementation 4: the polar angle in degrees, divided into 90-degree sectors ---
import math


def quadrant_of_point(x, y):
    if x == 0 or y == 0:
        return 0
    angle = math.degrees(math.atan2(y, x)) % 360
    return int(angle // 90) + 1

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, -1, rng.randint(-9, 9)]), rng.choice([0, 1, -1, rng.randint(-9, 9)]))
