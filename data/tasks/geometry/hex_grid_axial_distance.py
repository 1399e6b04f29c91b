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
