# domain: geometry
# function: normalize_angle_degrees
# query: Normalize an angle in degrees into the range [0, 360) by default (signed=False), e.g. -90
#   -> 270 and 725 -> 5. When signed=True, normalize into (-180, 180] instead, so 270 -> -90
#   and -180 -> 180.

def normalize_angle_degrees(angle, signed=False):
    result = angle % 360
    if signed and result > 180:
        result -= 360
    return result

# --- tests ---
assert normalize_angle_degrees(0) == 0
assert normalize_angle_degrees(360) == 0
assert normalize_angle_degrees(-90) == 270
assert normalize_angle_degrees(725) == 5
assert normalize_angle_degrees(270, signed=True) == -90
assert normalize_angle_degrees(180, signed=True) == 180
assert normalize_angle_degrees(-180, signed=True) == 180
assert normalize_angle_degrees(181, signed=True) == -179
assert normalize_angle_degrees(-30, signed=True) == -30
assert normalize_angle_degrees(190) == 190
