# domain: geometry
# function: is_convex_polygon_vertices
# query: Determine whether a polygon given by its vertices in order (either direction) is convex,
#   meaning every turn goes the same way; collinear consecutive vertices are allowed. Fewer than 3
#   vertices is not a polygon and returns False.

def is_convex_polygon_vertices(vertices):
    n = len(vertices)
    if n < 3:
        return False
    has_left = has_right = False
    for i in range(n):
        ox, oy = vertices[i - 2]
        ax, ay = vertices[i - 1]
        bx, by = vertices[i]
        cross = (ax - ox) * (by - ay) - (ay - oy) * (bx - ax)
        if cross > 0:
            has_left = True
        elif cross < 0:
            has_right = True
        if has_left and has_right:
            return False
    return True

# --- tests ---
assert is_convex_polygon_vertices([(0, 0), (1, 0)]) is False
assert is_convex_polygon_vertices([(0, 0), (4, 0), (0, 3)]) is True
assert is_convex_polygon_vertices([(0, 0), (0, 3), (4, 0)]) is True
assert is_convex_polygon_vertices([(0, 0), (2, 0), (2, 2), (0, 2)]) is True
assert is_convex_polygon_vertices([(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]) is False
assert is_convex_polygon_vertices([(0, 4), (2, 1), (4, 4), (4, 0), (0, 0)]) is False
assert is_convex_polygon_vertices([(0, 0), (1, 0), (2, 0), (2, 2), (0, 2)]) is True
assert is_convex_polygon_vertices([(0, 0), (3, 0), (3, 3), (2, 1), (0, 3)]) is False
assert is_convex_polygon_vertices([(2, 0), (4, 2), (2, 4), (0, 2)]) is True
assert is_convex_polygon_vertices([(0, 3), (1, 3), (1, 2), (2, 3), (3, 3)]) is False

# --- implementation 2: the set of non-zero turn signs around the polygon ---
def is_convex_polygon_vertices(vertices):
    if len(vertices) < 3:
        return False
    signs = set()
    n = len(vertices)
    for k in range(n):
        (ax, ay), (bx, by), (cx, cy) = vertices[k], vertices[(k + 1) % n], vertices[(k + 2) % n]
        turn = (bx - ax) * (cy - by) - (by - ay) * (cx - bx)
        if turn:
            signs.add(turn > 0)
    return len(signs) <= 1

# --- implementation 3: cross products of consecutive edge vectors, all on one side of zero ---
def is_convex_polygon_vertices(vertices):
    if len(vertices) < 3:
        return False
    edges = [(b[0] - a[0], b[1] - a[1]) for a, b in zip(vertices, vertices[1:] + vertices[:1])]
    turns = [u[0] * v[1] - u[1] * v[0] for u, v in zip(edges, edges[1:] + edges[:1])]
    return min(turns) >= 0 or max(turns) <= 0

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return ([(rng.randint(0, 3), rng.randint(0, 3)) for _ in range(rng.randint(0, 2))],)
    if r < 0.45:
        w, h = rng.randint(1, 4), rng.randint(1, 4)
        poly = [(0, 0), (w, 0), (w, h), (0, h)]
        if rng.random() < 0.5:
            poly.insert(1, (rng.randint(1, w), 0) if w > 1 else (0, 0))
        if rng.random() < 0.4:
            poly.insert(rng.randint(1, len(poly)), (rng.randint(0, w), rng.randint(0, h)))
    else:
        poly = [(rng.randint(-4, 4), rng.randint(-4, 4)) for _ in range(rng.randint(3, 6))]
    if rng.random() < 0.5:
        poly = poly[::-1]
    return (poly,)
