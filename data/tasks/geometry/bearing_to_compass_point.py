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
