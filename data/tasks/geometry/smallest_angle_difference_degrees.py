# domain: geometry
# function: smallest_angle_difference_degrees
# query: Return the smallest absolute difference between two headings a and b in degrees, accounting
#   for wrap-around at 360 (so 350 and 10 differ by 20); the result is in [0, 180].

def smallest_angle_difference_degrees(a, b):
    diff = abs(a - b) % 360
    if diff > 180:
        diff = 360 - diff
    return diff

# --- tests ---
assert smallest_angle_difference_degrees(10, 10) == 0
assert smallest_angle_difference_degrees(350, 10) == 20
assert smallest_angle_difference_degrees(10, 350) == 20
assert smallest_angle_difference_degrees(0, 180) == 180
assert smallest_angle_difference_degrees(0, 181) == 179
assert smallest_angle_difference_degrees(90, 270) == 180
assert smallest_angle_difference_degrees(720, 45) == 45
assert smallest_angle_difference_degrees(-30, 30) == 60
assert smallest_angle_difference_degrees(100, 45) == 55

# --- implementation 2: the signed turn from a to b wrapped into (-180, 180], then its size ---
def smallest_angle_difference_degrees(a, b):
    turn = (b - a) % 360
    if turn > 180:
        turn -= 360
    return abs(turn)

# --- implementation 3: both headings normalised into [0, 360), the shorter way round between them ---
def smallest_angle_difference_degrees(a, b):
    low, high = sorted((a % 360, b % 360))
    clockwise = high - low
    counter_clockwise = 360 - clockwise
    return min(clockwise, counter_clockwise)

# --- implementation 4: the turn each way round taken modulo 360, the smaller one ---
def smallest_angle_difference_degrees(a, b):
    forward = (b - a) % 360
    backward = (a - b) % 360
    if forward < backward:
        return forward
    return backward

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.3:
        return rng.choice([(10, 10), (350, 10), (0, 180), (0, 181), (90, 270), (720, 45), (-30, 30), (179, -1), (0, 360)])
    if r < 0.8:
        return (rng.randint(-720, 720), rng.randint(-720, 720))
    return (rng.randint(-1440, 1440) / 4, rng.randint(-1440, 1440) / 4)
