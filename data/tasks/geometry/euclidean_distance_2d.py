# domain: geometry
# function: euclidean_distance_2d
# query: Compute the straight-line (Euclidean) distance between two 2D points p and q given as (x,
#   y) tuples, rounded to 6 decimal places.

import math

def euclidean_distance_2d(p, q):
    dx = q[0] - p[0]
    dy = q[1] - p[1]
    return round(math.sqrt(dx * dx + dy * dy), 6)

# --- tests ---
assert euclidean_distance_2d((0, 0), (3, 4)) == 5.0
assert euclidean_distance_2d((1, 1), (1, 1)) == 0.0
assert euclidean_distance_2d((-1, -1), (2, 3)) == 5.0
assert euclidean_distance_2d((0, 0), (1, 1)) == 1.414214
assert euclidean_distance_2d((5, 0), (0, 0)) == 5.0
assert euclidean_distance_2d((0, 2), (0, -3)) == 5.0
assert euclidean_distance_2d((2, 1), (4, 2)) == 2.236068

# --- implementation 2: math.hypot of the unpacked coordinate differences ---
import math


def euclidean_distance_2d(p, q):
    (x1, y1), (x2, y2) = p, q
    length = math.hypot(x2 - x1, y2 - y1)
    return round(length, 6)

# --- implementation 3: the modulus of the complex difference ---
def euclidean_distance_2d(p, q):
    start = complex(p[0], p[1])
    end = complex(q[0], q[1])
    difference = end - start
    return round(abs(difference), 6)

# --- implementation 4: sum the squared gap of each axis in a loop, then a half power ---
def euclidean_distance_2d(p, q):
    total = 0
    for axis in range(2):
        gap = p[axis] - q[axis]
        total += gap * gap
    return round(total ** 0.5, 6)

# --- inputs ---
def random_input(rng):
    p = (rng.randint(-20, 20), rng.randint(-20, 20))
    if rng.random() < 0.1:
        return (p, p)
    return (p, (rng.randint(-20, 20), rng.randint(-20, 20)))
