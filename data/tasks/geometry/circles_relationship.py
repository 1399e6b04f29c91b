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
