# domain: geometry
# function: chebyshev_distance_points
# query: Return the Chebyshev distance (the maximum absolute coordinate difference, i.e. the number
#   of king moves on a grid) between two 2D integer points p and q.

def chebyshev_distance_points(p, q):
    dx = abs(p[0] - q[0])
    dy = abs(p[1] - q[1])
    if dx > dy:
        return dx
    return dy

# --- tests ---
assert chebyshev_distance_points((0, 0), (3, 4)) == 4
assert chebyshev_distance_points((0, 0), (5, 2)) == 5
assert chebyshev_distance_points((2, 2), (2, 2)) == 0
assert chebyshev_distance_points((-3, 1), (2, -1)) == 5
assert chebyshev_distance_points((1, 7), (4, 1)) == 6
assert chebyshev_distance_points((3, 3), (0, 0)) == 3
assert chebyshev_distance_points((0, -4), (0, 4)) == 8
