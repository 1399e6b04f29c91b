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
