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

# --- implementation 2: floor division for the unsigned range, a shifted modulo for the signed one ---
def normalize_angle_degrees(angle, signed=False):
    if signed:
        return 180 - (180 - angle) % 360
    whole_turns = angle // 360
    return angle - 360 * whole_turns

# --- implementation 3: adds or subtracts whole turns until the angle is in range ---
def normalize_angle_degrees(angle, signed=False):
    low, high = (-180, 180) if signed else (0, 360)
    while angle < low or (angle == low and signed):
        angle += 360
    while angle > high or (angle == high and not signed):
        angle -= 360
    return angle

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.3:
        angle = rng.choice([0, 360, -360, 180, -180, 181, -181, 179, 540, -540, 720, 190, 270, -90])
    elif r < 0.8:
        angle = rng.randint(-1500, 1500)
    else:
        angle = rng.randint(-3000, 3000) / 2
    if rng.random() < 0.3:
        return (angle,)
    return (angle, rng.random() < 0.5)
