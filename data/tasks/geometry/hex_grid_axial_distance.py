# domain: geometry
# function: hex_grid_axial_distance
# query: Return the number of steps between two cells a and b of a hexagonal grid given in axial
#   coordinates (q, r), where each step moves to one of the six neighbouring hexes.

def hex_grid_axial_distance(a, b):
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    ds = -dq - dr
    return max(abs(dq), abs(dr), abs(ds))

# --- tests ---
assert hex_grid_axial_distance((0, 0), (0, 0)) == 0
assert hex_grid_axial_distance((0, 0), (1, 0)) == 1
assert hex_grid_axial_distance((0, 0), (1, -1)) == 1
assert hex_grid_axial_distance((0, 0), (1, 1)) == 2
assert hex_grid_axial_distance((0, 0), (3, -1)) == 3
assert hex_grid_axial_distance((2, -3), (-1, 2)) == 5
assert hex_grid_axial_distance((1, 2), (-2, 1)) == 4
assert hex_grid_axial_distance((0, 3), (0, -2)) == 5

# --- implementation 2: half the cube-coordinate Manhattan distance ---
def hex_grid_axial_distance(a, b):
    dq = b[0] - a[0]
    dr = b[1] - a[1]
    manhattan = abs(dq) + abs(dr) + abs(dq + dr)
    return manhattan // 2

# --- implementation 3: same-sign offsets add up, opposite signs overlap into diagonal steps ---
def hex_grid_axial_distance(a, b):
    dq, dr = a[0] - b[0], a[1] - b[1]
    if (dq >= 0) == (dr >= 0):
        return abs(dq + dr)
    return max(abs(dq), abs(dr))

# --- inputs ---
def random_input(rng):
    a = (rng.randint(-6, 6), rng.randint(-6, 6))
    if rng.random() < 0.1:
        return (a, a)
    return (a, (rng.randint(-6, 6), rng.randint(-6, 6)))
