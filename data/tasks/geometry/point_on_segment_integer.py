# domain: geometry
# function: point_on_segment_integer
# query: Check whether an integer point lies on the closed segment between two integer endpoints a
#   and b (endpoints included), exactly.

def point_on_segment_integer(point, a, b):
    cross = (b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0])
    if cross != 0:
        return False
    if point[0] < min(a[0], b[0]) or point[0] > max(a[0], b[0]):
        return False
    if point[1] < min(a[1], b[1]) or point[1] > max(a[1], b[1]):
        return False
    return True

# --- tests ---
assert point_on_segment_integer((1, 1), (0, 0), (2, 2)) is True
assert point_on_segment_integer((2, 2), (0, 0), (2, 2)) is True
assert point_on_segment_integer((3, 3), (0, 0), (2, 2)) is False
assert point_on_segment_integer((0, 0), (2, 0), (4, 0)) is False
assert point_on_segment_integer((1, 2), (0, 0), (2, 2)) is False
assert point_on_segment_integer((2, 2), (0, 4), (3, 1)) is True
assert point_on_segment_integer((3, 0), (3, 0), (1, 3)) is True
assert point_on_segment_integer((0, 6), (0, 5), (0, 0)) is False
assert point_on_segment_integer((0, -1), (0, 5), (0, 0)) is False
assert point_on_segment_integer((4, 3), (2, 2), (6, 4)) is True

# --- implementation 2: collinear, and the point does not lie beyond either endpoint (dot product) ---
def point_on_segment_integer(point, a, b):
    pax, pay = a[0] - point[0], a[1] - point[1]
    pbx, pby = b[0] - point[0], b[1] - point[1]
    if pax * pby - pay * pbx != 0:
        return False
    return pax * pbx + pay * pby <= 0

# --- implementation 3: the offset from a must be a whole multiple of the primitive step, within range ---
from math import gcd


def point_on_segment_integer(point, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    ox, oy = point[0] - a[0], point[1] - a[1]
    steps = gcd(dx, dy)
    if steps == 0:
        return ox == 0 and oy == 0
    sx, sy = dx // steps, dy // steps
    k = ox // sx if sx else oy // sy
    return 0 <= k <= steps and (ox, oy) == (k * sx, k * sy)

# --- inputs ---
from math import gcd


def random_input(rng):
    a = (rng.randint(-5, 5), rng.randint(-5, 5))
    b = a if rng.random() < 0.08 else (rng.randint(-5, 5), rng.randint(-5, 5))
    r = rng.random()
    if r < 0.4:
        g = max(1, abs(b[0] - a[0]), abs(b[1] - a[1]))
        k = rng.randint(-2, g + 2)
        n = gcd(b[0] - a[0], b[1] - a[1]) or 1
        sx, sy = (b[0] - a[0]) // n, (b[1] - a[1]) // n
        p = (a[0] + k * sx, a[1] + k * sy)
    elif r < 0.5:
        p = rng.choice([a, b])
    else:
        p = (rng.randint(-6, 6), rng.randint(-6, 6))
    return (p, a, b)
