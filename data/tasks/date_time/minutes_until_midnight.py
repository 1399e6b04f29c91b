# domain: date_time
# function: minutes_until_midnight
# query: Given clock, a 24-hour 'HH:MM' time, return how many minutes remain until the next midnight
#   ('00:00' gives 1440, '23:59' gives 1). Raise ValueError for hours outside 0-23 or minutes
#   outside 0-59.

def minutes_until_midnight(clock):
    hours, minutes = (int(part) for part in clock.split(":"))
    if hours < 0 or hours > 23 or minutes < 0 or minutes > 59:
        raise ValueError("invalid time")
    return 1440 - (hours * 60 + minutes)

# --- tests ---
import pytest

assert minutes_until_midnight("00:00") == 1440
assert minutes_until_midnight("23:59") == 1
assert minutes_until_midnight("12:00") == 720
assert minutes_until_midnight("18:45") == 315
assert minutes_until_midnight("00:01") == 1439
with pytest.raises(ValueError):
    minutes_until_midnight("24:00")
with pytest.raises(ValueError):
    minutes_until_midnight("10:60")
with pytest.raises(ValueError):
    minutes_until_midnight("-1:30")
with pytest.raises(ValueError):
    minutes_until_midnight("10:-5")

# --- implementation 2: remaining whole hours and minutes counted separately ---
def minutes_until_midnight(clock):
    h, m = map(int, clock.split(":"))
    if h not in range(24) or m not in range(60):
        raise ValueError("hours or minutes out of range")
    return (23 - h) * 60 + (60 - m)

# --- implementation 3: partition on the colon and subtract the elapsed minutes from a day ---
def minutes_until_midnight(clock):
    left, _, right = clock.partition(":")
    hours, minutes = int(left), int(right)
    if not (0 <= hours < 24 and 0 <= minutes < 60):
        raise ValueError("invalid clock time")
    elapsed = hours * 60 + minutes
    return 24 * 60 - elapsed

# --- implementation 4: datetime.strptime validates the clock, then the minutes left are counted ---
from datetime import datetime


def minutes_until_midnight(clock):
    t = datetime.strptime(clock, "%H:%M")
    passed = t.hour * 60 + t.minute
    return 24 * 60 - passed

# --- inputs ---
def random_input(rng):
    h, m = rng.randint(0, 23), rng.randint(0, 59)
    r = rng.random()
    if r < 0.08:
        h = rng.choice([24, 25, -1])
    elif r < 0.16:
        m = rng.choice([60, 99, -5])
    elif r < 0.35:
        h, m = rng.choice([(0, 0), (23, 59), (0, 1), (12, 0), (23, 0)])
    return ("%02d:%02d" % (h, m),)
