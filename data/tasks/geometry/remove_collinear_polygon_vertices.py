# domain: geometry
# function: remove_collinear_polygon_vertices
# query: Simplify a closed polygon (list of integer vertices) by removing every vertex that lies on
#   the straight line between its neighbours (including duplicate consecutive vertices), keeping the
#   remaining vertices in their original order and returning a new list. Vertices are removed one
#   at a time, always the first one in the current list that is collinear with its two cyclic
#   neighbours, until none is or fewer than 3 vertices remain; so when every vertex is collinear
#   two vertices are left ([(0, 0), (1, 1), (2, 2)] gives [(1, 1), (2, 2)]), and lists of fewer
#   than 3 vertices are returned unchanged.

def remove_collinear_polygon_vertices(vertices):
    result = list(vertices)
    changed = True
    while changed and len(result) >= 3:
        changed = False
        for i in range(len(result)):
            a = result[i - 1]
            b = result[i]
            c = result[(i + 1) % len(result)]
            cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
            if cross == 0:
                del result[i]
                changed = True
                break
    return result

# --- tests ---
assert remove_collinear_polygon_vertices([(0, 0), (2, 0), (2, 2), (0, 2)]) == [(0, 0), (2, 0), (2, 2), (0, 2)]
assert remove_collinear_polygon_vertices([(0, 0), (1, 0), (2, 0), (2, 2), (0, 2)]) == [(0, 0), (2, 0), (2, 2), (0, 2)]
assert remove_collinear_polygon_vertices([(0, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]) == [(0, 0), (2, 0), (2, 2), (0, 2)]
assert remove_collinear_polygon_vertices([(0, 0), (0, 0), (3, 0), (0, 3)]) == [(0, 0), (3, 0), (0, 3)]
assert remove_collinear_polygon_vertices([(0, 0), (4, 0), (0, 4)]) == [(0, 0), (4, 0), (0, 4)]
assert remove_collinear_polygon_vertices([(1, 1), (3, 3), (5, 1), (4, 1), (2, 1)]) == [(1, 1), (3, 3), (5, 1)]
assert remove_collinear_polygon_vertices([(0, 0), (1, 1)]) == [(0, 0), (1, 1)]
assert remove_collinear_polygon_vertices([(0, 0), (1, 1), (2, 2)]) == [(1, 1), (2, 2)]

# --- implementation 2: drops the first collinear vertex and rescans from the start until none is left ---
def remove_collinear_polygon_vertices(vertices):
    pts = list(vertices)
    removed = True
    while removed and len(pts) >= 3:
        removed = False
        for i in range(len(pts)):
            (ax, ay), (bx, by), (cx, cy) = pts[i - 1], pts[i], pts[(i + 1) % len(pts)]
            if (bx - ax) * (cy - ay) == (by - ay) * (cx - ax):
                del pts[i]
                removed = True
                break
    return pts

# --- implementation 3: one scan that steps back one vertex after each removal ---
def remove_collinear_polygon_vertices(vertices):
    kept = list(vertices)
    i = 0
    while len(kept) >= 3 and i < len(kept):
        a, b, c = kept[i - 1], kept[i], kept[(i + 1) % len(kept)]
        if (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) == 0:
            was_last = i == len(kept) - 1
            kept.pop(i)
            i = 0 if was_last else max(i - 1, 0)
        else:
            i += 1
    return kept

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.25:
        w, h = rng.randint(1, 3), rng.randint(1, 3)
        pts = [(x, 0) for x in range(w + 1)] + [(w, y) for y in range(1, h + 1)]
        pts += [(x, h) for x in range(w - 1, -1, -1)] + [(0, y) for y in range(h - 1, 0, -1)]
        k = rng.randrange(len(pts))
        pts = pts[k:] + pts[:k]
    elif r < 0.4:
        k = rng.randint(0, 5)
        d = rng.choice([(1, 0), (1, 1), (2, -1)])
        pts = [(i * d[0], i * d[1]) for i in range(k)]
        rng.shuffle(pts)
    elif r < 0.55:
        pts = [(0, 0), (3, 0), (0, 3)]
        for _ in range(rng.randint(1, 2)):
            i = rng.randrange(len(pts))
            pts.insert(i, pts[i])
    else:
        pts = [(rng.randint(0, 3), rng.randint(0, 3)) for _ in range(rng.randint(0, 7))]
    return (pts,)
