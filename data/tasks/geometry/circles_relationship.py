# domain: geometry
# function: circles_relationship
# query: Classify two circles c1 and c2, each (x, y, r) with integer values: return 'separate' when
#   they do not touch, 'external' when they touch from outside, 'intersecting' for two crossing
#   points, 'internal' when one touches the other from inside, 'contained' when one lies
#   strictly inside the other, and 'identical' when they coincide.

def circles_relationship(c1, c2):
    dx = c1[0] - c2[0]
    dy = c1[1] - c2[1]
    d_sq = dx * dx + dy * dy
    sum_sq = (c1[2] + c2[2]) ** 2
    diff_sq = (c1[2] - c2[2]) ** 2
    if d_sq == 0 and c1[2] == c2[2]:
        return "identical"
    if d_sq > sum_sq:
        return "separate"
    if d_sq == sum_sq:
        return "external"
    if d_sq > diff_sq:
        return "intersecting"
    if d_sq == diff_sq:
        return "internal"
    return "contained"

# --- tests ---
assert circles_relationship((0, 0, 2), (0, 0, 2)) == "identical"
assert circles_relationship((0, 0, 1), (5, 0, 1)) == "separate"
assert circles_relationship((0, 0, 2), (5, 0, 3)) == "external"
assert circles_relationship((0, 0, 3), (4, 0, 2)) == "intersecting"
assert circles_relationship((0, 0, 5), (2, 0, 3)) == "internal"
assert circles_relationship((0, 0, 5), (1, 0, 1)) == "contained"
assert circles_relationship((0, 0, 2), (0, 0, 5)) == "contained"
assert circles_relationship((1, 1, 3), (4, 5, 2)) == "external"
assert circles_relationship((0, 0, 4), (3, 0, 2)) == "intersecting"
assert circles_relationship((0, 3, 2), (0, 0, 5)) == "internal"

# --- implementation 2: containment checks first, using the larger and smaller radius ---
def circles_relationship(c1, c2):
    (x1, y1, r1), (x2, y2, r2) = c1, c2
    d2 = (x1 - x2) ** 2 + (y1 - y2) ** 2
    big, small = max(r1, r2), min(r1, r2)
    if d2 == 0 and big == small:
        return "identical"
    if d2 < (big - small) ** 2:
        return "contained"
    if d2 == (big - small) ** 2:
        return "internal"
    if d2 < (big + small) ** 2:
        return "intersecting"
    return "external" if d2 == (big + small) ** 2 else "separate"

# --- implementation 3: compares the distance with the radius sum and difference via three-way signs ---
def circles_relationship(c1, c2):
    dist_sq = (c1[0] - c2[0]) ** 2 + (c1[1] - c2[1]) ** 2
    if dist_sq == 0 and c1[2] == c2[2]:
        return "identical"
    outer = (c1[2] + c2[2]) ** 2
    inner = (c1[2] - c2[2]) ** 2
    vs_outer = (dist_sq > outer) - (dist_sq < outer)
    if vs_outer >= 0:
        return ("external", "separate")[vs_outer]
    vs_inner = (dist_sq > inner) - (dist_sq < inner)
    return {1: "intersecting", 0: "internal", -1: "contained"}[vs_inner]

# --- inputs ---
def random_input(rng):
    x, y, r = rng.randint(-5, 5), rng.randint(-5, 5), rng.randint(1, 6)
    mode = rng.random()
    if mode < 0.15:
        return ((x, y, r), (x, y, rng.choice([r, r + 1, max(1, r - 2)])))
    if mode < 0.5:
        r2 = rng.randint(1, 6)
        dx, dy = rng.choice([(3, 4), (0, 1), (1, 0), (4, 3), (0, -1)])
        k = rng.choice([r + r2, abs(r - r2), r + r2 + 1, abs(r - r2) + 1, max(0, abs(r - r2) - 1)])
        scale = 5 if (dx, dy) in ((3, 4), (4, 3)) else 1
        if k % scale == 0:
            return ((x, y, r), (x + dx * k // scale, y + dy * k // scale, r2))
    return ((x, y, r), (rng.randint(-8, 8), rng.randint(-8, 8), rng.randint(1, 6)))
