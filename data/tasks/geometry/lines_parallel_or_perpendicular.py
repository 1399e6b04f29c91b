# domain: geometry
# function: lines_parallel_or_perpendicular
# query: Classify two lines, one through the distinct integer points p1 and p2 and one through q1
#   and q2, as 'parallel' (including coincident), 'perpendicular' or 'neither', exactly.

def lines_parallel_or_perpendicular(p1, p2, q1, q2):
    ux, uy = p2[0] - p1[0], p2[1] - p1[1]
    vx, vy = q2[0] - q1[0], q2[1] - q1[1]
    if ux * vy - uy * vx == 0:
        return "parallel"
    if ux * vx + uy * vy == 0:
        return "perpendicular"
    return "neither"

# --- tests ---
assert lines_parallel_or_perpendicular((0, 0), (1, 1), (0, 1), (1, 2)) == "parallel"
assert lines_parallel_or_perpendicular((0, 0), (2, 2), (3, 3), (1, 1)) == "parallel"
assert lines_parallel_or_perpendicular((0, 0), (1, 1), (0, 1), (1, 0)) == "perpendicular"
assert lines_parallel_or_perpendicular((0, 0), (0, 5), (1, 2), (4, 2)) == "perpendicular"
assert lines_parallel_or_perpendicular((0, 0), (1, 2), (0, 0), (2, 1)) == "neither"
assert lines_parallel_or_perpendicular((1, 1), (3, 2), (0, 4), (1, 2)) == "perpendicular"
assert lines_parallel_or_perpendicular((2, 3), (5, 4), (1, 1), (7, 3)) == "parallel"
assert lines_parallel_or_perpendicular((2, 3), (5, 4), (1, 1), (7, 4)) == "neither"
