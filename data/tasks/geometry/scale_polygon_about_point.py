# domain: geometry
# function: scale_polygon_about_point
# query: Scale every one of a polygon's vertices by factor relative to a fixed center point (default
#   (0, 0)): v' = center + factor * (v - center). Return the new list of vertex tuples; a
#   factor of 0 collapses all vertices onto the center.

def scale_polygon_about_point(vertices, factor, center=(0, 0)):
    cx, cy = center
    scaled = []
    for x, y in vertices:
        nx = cx + factor * (x - cx)
        ny = cy + factor * (y - cy)
        scaled.append((nx, ny))
    return scaled

# --- tests ---
assert scale_polygon_about_point([], 2) == []
assert scale_polygon_about_point([(1, 1), (2, 3)], 2) == [(2, 2), (4, 6)]
assert scale_polygon_about_point([(1, 1), (3, 1)], 2, (1, 1)) == [(1, 1), (5, 1)]
assert scale_polygon_about_point([(4, 6)], 0, (2, 3)) == [(2, 3)]
assert scale_polygon_about_point([(4, 6)], -1, (2, 3)) == [(0, 0)]
assert scale_polygon_about_point([(0, 0), (4, 0), (4, 4)], 3, (2, 1)) == [(-4, -2), (8, -2), (8, 10)]
assert scale_polygon_about_point([(5, 9)], 1, (7, 7)) == [(5, 9)]

# --- implementation 2: the affine form factor * v + (1 - factor) * center, its translation computed once ---
def scale_polygon_about_point(vertices, factor, center=(0, 0)):
    cx, cy = center
    tx = (1 - factor) * cx
    ty = (1 - factor) * cy
    return [(factor * x + tx, factor * y + ty) for x, y in vertices]

# --- implementation 3: translate to the center, scale, translate back, one pass each ---
def scale_polygon_about_point(vertices, factor, center=(0, 0)):
    shifted = [(x - center[0], y - center[1]) for x, y in vertices]
    scaled = [(factor * dx, factor * dy) for dx, dy in shifted]
    result = []
    for dx, dy in scaled:
        result.append((center[0] + dx, center[1] + dy))
    return result

# --- inputs ---
def random_input(rng):
    verts = [(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(rng.randint(0, 6))]
    factor = rng.choice([0, 1, -1, 2, 3, rng.randint(-3, 4)])
    if rng.random() < 0.35:
        return (verts, factor)
    return (verts, factor, (rng.randint(-3, 3), rng.randint(-3, 3)))
