# domain: geometry
# function: cuboid_intersection_volume
# query: Return the volume of the intersection of two axis-aligned boxes a and b in 3D, each given
#   as ((x1, y1, z1), (x2, y2, z2)) with min corner first; boxes that only touch have volume 0.

def cuboid_intersection_volume(a, b):
    volume = 1
    for axis in range(3):
        low = max(a[0][axis], b[0][axis])
        high = min(a[1][axis], b[1][axis])
        if high <= low:
            return 0
        volume *= high - low
    return volume

# --- tests ---
assert cuboid_intersection_volume(((0, 0, 0), (2, 2, 2)), ((1, 1, 1), (3, 3, 3))) == 1
assert cuboid_intersection_volume(((0, 0, 0), (4, 4, 4)), ((1, 1, 1), (2, 3, 4))) == 6
assert cuboid_intersection_volume(((0, 0, 0), (2, 2, 2)), ((2, 0, 0), (3, 2, 2))) == 0
assert cuboid_intersection_volume(((0, 0, 0), (2, 2, 2)), ((0, 0, 5), (2, 2, 6))) == 0
assert cuboid_intersection_volume(((0, 0, 0), (2, 2, 2)), ((0, 3, 0), (2, 4, 2))) == 0
assert cuboid_intersection_volume(((-2, -2, -2), (2, 2, 2)), ((0, -5, 1), (5, 5, 5))) == 8
assert cuboid_intersection_volume(((0, 0, 0), (5, 1, 1)), ((0, 0, 0), (1, 1, 5))) == 1
assert cuboid_intersection_volume(((1, 2, 3), (4, 6, 9)), ((0, 0, 0), (10, 10, 10))) == 72

# --- implementation 2: per-axis overlaps collected, then math.prod unless one is non-positive ---
import math


def cuboid_intersection_volume(a, b):
    (a_lo, a_hi), (b_lo, b_hi) = a, b
    overlaps = [min(p, q) - max(r, s) for p, q, r, s in zip(a_hi, b_hi, a_lo, b_lo)]
    if any(o <= 0 for o in overlaps):
        return 0
    return math.prod(overlaps)

# --- implementation 3: three named extents of the intersection box ---
def cuboid_intersection_volume(a, b):
    lo = [max(p, q) for p, q in zip(a[0], b[0])]
    hi = [min(p, q) for p, q in zip(a[1], b[1])]
    width, depth, height = (h - l for h, l in zip(hi, lo))
    if width > 0 and depth > 0 and height > 0:
        return width * depth * height
    return 0

# --- inputs ---
def random_input(rng):
    def box():
        lo = tuple(rng.randint(-3, 4) for _ in range(3))
        return (lo, tuple(c + rng.randint(1, 5) for c in lo))

    a = box()
    if rng.random() < 0.25:
        axis = rng.randrange(3)
        lo = list(a[0])
        lo[axis] = a[1][axis]
        hi = [c + rng.randint(1, 3) for c in lo]
        return (a, (tuple(lo), tuple(hi)))
    return (a, box())
