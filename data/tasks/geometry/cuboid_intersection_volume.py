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
