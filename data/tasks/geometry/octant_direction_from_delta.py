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

# --- implementation 2: a table keyed by the signs of dy and dx ---
NAMES = {(1, 0): "N", (1, 1): "NE", (0, 1): "E", (-1, 1): "SE", (-1, 0): "S",
         (-1, -1): "SW", (0, -1): "W", (1, -1): "NW", (0, 0): ""}


def octant_direction_from_delta(dx, dy):
    def sign(v):
        return (v > 0) - (v < 0)

    return NAMES[(sign(dy), sign(dx))]

# --- implementation 3: indexes letter triples by sign + 1 ---
def octant_direction_from_delta(dx, dy):
    sy = (dy > 0) - (dy < 0)
    sx = (dx > 0) - (dx < 0)
    north_south = ("S", "", "N")[sy + 1]
    east_west = ("W", "", "E")[sx + 1]
    return north_south + east_west

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 0, 1, -1, rng.randint(-9, 9)]), rng.choice([0, 0, 1, -1, rng.randint(-9, 9)]))
