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

# --- implementation 2: the largest absolute difference over zipped coordinates ---
def chebyshev_distance_points(p, q):
    diffs = [abs(a - b) for a, b in zip(p, q)]
    best = 0
    for d in diffs:
        best = max(best, d)
    return best

# --- implementation 3: the maximum of the signed differences and their negations ---
def chebyshev_distance_points(p, q):
    dx = p[0] - q[0]
    dy = p[1] - q[1]
    candidates = (dx, -dx, dy, -dy)
    return max(candidates)

# --- inputs ---
def random_input(rng):
    p = (rng.randint(-9, 9), rng.randint(-9, 9))
    if rng.random() < 0.3:
        d = rng.randint(-5, 5)
        return (p, rng.choice([p, (p[0] + d, p[1] + d), (p[0] + d, p[1] - d), (p[0], p[1] + d)]))
    return (p, (rng.randint(-9, 9), rng.randint(-9, 9)))
