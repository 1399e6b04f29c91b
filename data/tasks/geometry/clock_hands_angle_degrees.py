# domain: geometry
# function: clock_hands_angle_degrees
# query: Return the smaller angle in degrees between the hour and minute hands of an analog clock at
#   hour:minute (the hour hand moves continuously; hour may be 0-23). Raise ValueError for an hour
#   outside 0-23 or minute outside 0-59.

def clock_hands_angle_degrees(hour, minute):
    if hour < 0 or hour > 23 or minute < 0 or minute > 59:
        raise ValueError("invalid time")
    hour_angle = (hour % 12) * 30 + minute * 0.5
    minute_angle = minute * 6
    diff = abs(hour_angle - minute_angle)
    if diff > 180:
        diff = 360 - diff
    return diff

# --- tests ---
import pytest

assert clock_hands_angle_degrees(12, 0) == 0
assert clock_hands_angle_degrees(6, 0) == 180
assert clock_hands_angle_degrees(0, 0) == 0
assert clock_hands_angle_degrees(3, 49) == 179.5
assert clock_hands_angle_degrees(15, 15) == 7.5
assert clock_hands_angle_degrees(13, 50) == 115
assert clock_hands_angle_degrees(23, 59) == 5.5
with pytest.raises(ValueError):
    clock_hands_angle_degrees(24, 0)
with pytest.raises(ValueError):
    clock_hands_angle_degrees(5, 60)
with pytest.raises(ValueError):
    clock_hands_angle_degrees(-1, 0)

# --- implementation 2: positions in half-degrees as integers, halved at the end ---
def clock_hands_angle_degrees(hour, minute):
    if hour not in range(24) or minute not in range(60):
        raise ValueError("hour must be 0-23 and minute 0-59")
    hour_hand = 60 * (hour % 12) + minute
    minute_hand = 12 * minute
    gap = abs(hour_hand - minute_hand) % 720
    return min(gap, 720 - gap) / 2

# --- implementation 3: the clockwise difference modulo 360, folded to the smaller side ---
def clock_hands_angle_degrees(hour, minute):
    if not (0 <= hour < 24 and 0 <= minute < 60):
        raise ValueError("invalid time")
    clockwise = (minute * 6 - (hour * 30 + minute / 2)) % 360
    return float(min(clockwise, 360 - clockwise))

# --- inputs ---
def random_input(rng):
    h, m = rng.randint(0, 23), rng.randint(0, 59)
    r = rng.random()
    if r < 0.05:
        h = rng.choice([24, -1])
    elif r < 0.1:
        m = rng.choice([60, -1])
    elif r < 0.3:
        h, m = rng.choice([(12, 0), (6, 0), (0, 0), (3, 49), (15, 15), (23, 59), (9, 0), (18, 0)])
    return (h, m)
