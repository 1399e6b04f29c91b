# domain: geometry
# function: octant_direction_from_delta
# query: Given an integer step (dx, dy) with y pointing up, return its compass direction among 'N',
#   'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW' based only on the signs of dx and dy; (0, 0) returns ''.

def octant_direction_from_delta(dx, dy):
    vertical = ""
    if dy > 0:
        vertical = "N"
    elif dy < 0:
        vertical = "S"
    horizontal = ""
    if dx > 0:
        horizontal = "E"
    elif dx < 0:
        horizontal = "W"
    return vertical + horizontal

# --- tests ---
assert octant_direction_from_delta(0, 0) == ""
assert octant_direction_from_delta(0, 1) == "N"
assert octant_direction_from_delta(0, -3) == "S"
assert octant_direction_from_delta(1, 0) == "E"
assert octant_direction_from_delta(-1, 0) == "W"
assert octant_direction_from_delta(2, 5) == "NE"
assert octant_direction_from_delta(-1, -1) == "SW"
assert octant_direction_from_delta(4, -1) == "SE"
assert octant_direction_from_delta(-7, 1) == "NW"
