# domain: geometry
# function: bearing_to_compass_point
# query: Convert a compass bearing in degrees (any value, wrapped into 0-360) to the nearest of the
#   8 compass points 'N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'; each sector is 45 degrees wide
#   and centered on its direction, with exact boundaries rounding clockwise (22.5 -> 'NE').

def bearing_to_compass_point(bearing):
    names = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    normalized = bearing % 360
    index = int((normalized + 22.5) // 45) % 8
    return names[index]

# --- tests ---
assert bearing_to_compass_point(0) == "N"
assert bearing_to_compass_point(22.4) == "N"
assert bearing_to_compass_point(22.5) == "NE"
assert bearing_to_compass_point(90) == "E"
assert bearing_to_compass_point(200) == "S"
assert bearing_to_compass_point(337.5) == "N"
assert bearing_to_compass_point(337.4) == "NW"
assert bearing_to_compass_point(-45) == "NW"
assert bearing_to_compass_point(405) == "NE"
assert bearing_to_compass_point(10800) == "N"

# --- implementation 2: floor of the sector number shifted by half a sector ---
import math

POINTS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")


def bearing_to_compass_point(bearing):
    sector = math.floor((bearing % 360) / 45 + 0.5)
    return POINTS[sector % 8]

# --- implementation 3: scans the sectors' upper boundaries in order ---
def bearing_to_compass_point(bearing):
    angle = bearing % 360
    names = "N NE E SE S SW W NW".split()
    for i, name in enumerate(names):
        if angle < 22.5 + 45 * i:
            return name
    return "N"

# --- implementation 4: bisect over the eight sector boundaries ---
import bisect

BOUNDARIES = [22.5 + 45 * k for k in range(8)]
POINT_NAMES = ["N", "NE", "E", "SE", "S", "SW", "W", "NW", "N"]


def bearing_to_compass_point(bearing):
    return POINT_NAMES[bisect.bisect_right(BOUNDARIES, bearing % 360)]

# --- implementation 5: nearest of the nine directions 0, 45, ..., 360 by absolute angular gap, a tie going to the later one ---
def bearing_to_compass_point(bearing):
    angle = bearing % 360
    best, best_gap = 0, None
    for k in range(9):
        gap = abs(angle - 45 * k)
        if best_gap is None or gap <= best_gap:
            best, best_gap = k, gap
    return ("N", "NE", "E", "SE", "S", "SW", "W", "NW")[best % 8]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.35:
        return (rng.choice([0, 22.5, 22.4, 67.5, 112.5, 157.5, 202.5, 247.5, 292.5, 337.5, 337.4, 360, -45, -22.5, 405, 10800]),)
    if r < 0.7:
        return (rng.randint(-720, 1080),)
    return (rng.randint(-7200, 7200) / 10,)
