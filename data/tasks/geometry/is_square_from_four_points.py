# domain: geometry
# function: is_square_from_four_points
# query: Given four integer 2D points p1, p2, p3, p4 in any order, decide whether they are the
#   vertices of a square with positive side length (the square may be rotated).

import itertools

def is_square_from_four_points(p1, p2, p3, p4):
    dists = []
    for a, b in itertools.combinations([p1, p2, p3, p4], 2):
        dx = a[0] - b[0]
        dy = a[1] - b[1]
        dists.append(dx * dx + dy * dy)
    dists.sort()
    side, diagonal = dists[0], dists[5]
    if side == 0:
        return False
    return dists[3] == side and dists[4] == diagonal and diagonal == 2 * side

# --- tests ---
assert is_square_from_four_points((0, 0), (1, 0), (1, 1), (0, 1)) is True
assert is_square_from_four_points((0, 0), (1, 1), (1, 0), (0, 1)) is True
assert is_square_from_four_points((0, 0), (2, 1), (1, 3), (-1, 2)) is True
assert is_square_from_four_points((0, 0), (2, 0), (2, 1), (0, 1)) is False
assert is_square_from_four_points((0, 0), (0, 0), (0, 0), (0, 0)) is False
assert is_square_from_four_points((0, 0), (1, 1), (1, 0), (1, 0)) is False
assert is_square_from_four_points((0, 0), (2, 1), (3, 3), (1, 2)) is False
assert is_square_from_four_points((1, 0), (0, 1), (-1, 0), (0, -1)) is True
assert is_square_from_four_points((0, 0), (4, 0), (4, 4), (0, 3)) is False
assert is_square_from_four_points((2, 2), (0, 3), (1, 0), (1, 0)) is False

# --- implementation 2: some ordering whose consecutive edges are equal vectors turned by 90 degrees ---
from itertools import permutations


def is_square_from_four_points(p1, p2, p3, p4):
    for a, b, c, d in permutations((p1, p2, p3, p4)):
        ux, uy = b[0] - a[0], b[1] - a[1]
        if (ux, uy) == (0, 0):
            continue
        if (c[0] - b[0], c[1] - b[1]) == (-uy, ux) and (d[0] - c[0], d[1] - c[1]) == (-ux, -uy):
            if (a[0] - d[0], a[1] - d[1]) == (uy, -ux):
                return True
    return False

# --- implementation 3: doubled offsets from the centre must be v, v turned 90 degrees, -v and its turn ---
def is_square_from_four_points(p1, p2, p3, p4):
    pts = [p1, p2, p3, p4]
    sx = sum(p[0] for p in pts)
    sy = sum(p[1] for p in pts)
    offsets = sorted((4 * p[0] - sx, 4 * p[1] - sy) for p in pts)
    vx, vy = offsets[0]
    if (vx, vy) == (0, 0):
        return False
    expected = sorted([(vx, vy), (-vy, vx), (-vx, -vy), (vy, -vx)])
    return offsets == expected

# --- implementation 4: every vertex sees two sides and one diagonal of twice the squared side ---
def is_square_from_four_points(p1, p2, p3, p4):
    pts = [p1, p2, p3, p4]
    sides = set()
    for i, (x, y) in enumerate(pts):
        d = sorted((x - a) ** 2 + (y - b) ** 2 for j, (a, b) in enumerate(pts) if j != i)
        if d[0] == 0 or d[0] != d[1] or d[2] != 2 * d[0]:
            return False
        sides.add(d[0])
    return len(sides) == 1

# --- inputs ---
def random_input(rng):
    a = (rng.randint(-4, 4), rng.randint(-4, 4))
    u = (rng.randint(-3, 3), rng.randint(-3, 3))
    r = rng.random()
    if r < 0.45:
        pts = [a, (a[0] + u[0], a[1] + u[1]), (a[0] + u[0] - u[1], a[1] + u[1] + u[0]), (a[0] - u[1], a[1] + u[0])]
        if rng.random() < 0.3:
            i = rng.randrange(4)
            pts[i] = (pts[i][0] + rng.choice([-1, 1]), pts[i][1])
    elif r < 0.6:
        w, h = rng.randint(1, 3), rng.randint(1, 3)
        pts = [a, (a[0] + w, a[1]), (a[0] + w, a[1] + h), (a[0], a[1] + h)]
    elif r < 0.7:
        pts = [a, a, (a[0] + 1, a[1]), (a[0] + 1, a[1] + 1)]
    elif r < 0.8:
        pts = [(a[0] + u[0], a[1]), (a[0], a[1] + u[0]), (a[0] - u[0], a[1]), (a[0], a[1] - u[0] - 1)]
    else:
        pts = [(rng.randint(-2, 2), rng.randint(-2, 2)) for _ in range(4)]
    rng.shuffle(pts)
    return tuple(pts)
