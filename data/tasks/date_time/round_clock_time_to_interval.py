# domain: date_time
# function: round_clock_time_to_interval
# query: Round clock, a 24-hour 'HH:MM' time, to the nearest multiple of interval minutes (ties
#   round up), wrapping past midnight (e.g. '23:53' to 15 minutes -> '00:00'). Raise ValueError
#   if interval is not a positive divisor of 1440.

def round_clock_time_to_interval(clock, interval):
    if interval <= 0 or 1440 % interval != 0:
        raise ValueError("interval must divide 1440")
    hours, minutes = clock.split(":")
    total = int(hours) * 60 + int(minutes)
    rounded = (total + interval // 2) // interval * interval
    rounded %= 1440
    return "%02d:%02d" % (rounded // 60, rounded % 60)

# --- tests ---
import pytest

assert round_clock_time_to_interval("10:07", 15) == "10:00"
assert round_clock_time_to_interval("10:08", 15) == "10:15"
assert round_clock_time_to_interval("10:07", 1) == "10:07"
assert round_clock_time_to_interval("23:53", 15) == "00:00"
assert round_clock_time_to_interval("12:29", 60) == "12:00"
assert round_clock_time_to_interval("12:30", 60) == "13:00"
assert round_clock_time_to_interval("00:04", 10) == "00:00"
with pytest.raises(ValueError):
    round_clock_time_to_interval("10:00", 7)
with pytest.raises(ValueError):
    round_clock_time_to_interval("10:00", 0)

# --- implementation 2: divmod the minutes and round up when the remainder is at least half ---
def round_clock_time_to_interval(clock, interval):
    if interval < 1 or 1440 % interval:
        raise ValueError("interval must be a positive divisor of 1440")
    h, m = map(int, clock.split(":"))
    steps, rest = divmod(h * 60 + m, interval)
    if 2 * rest >= interval:
        steps += 1
    h, m = divmod(steps * interval % 1440, 60)
    return f"{h:02d}:{m:02d}"

# --- implementation 3: floor of quotient plus one half, wrapped with a datetime.time ---
import datetime
import math


def round_clock_time_to_interval(clock, interval):
    if not (interval > 0 and 1440 % interval == 0):
        raise ValueError("bad interval")
    minutes = int(clock[:2]) * 60 + int(clock[3:])
    nearest = math.floor(minutes / interval + 0.5) * interval % 1440
    return datetime.time(nearest // 60, nearest % 60).strftime("%H:%M")

# --- implementation 4: the grid points below and above, the upper one on a tie ---
def round_clock_time_to_interval(clock, interval):
    if interval <= 0 or 1440 % interval:
        raise ValueError("interval must be a positive divisor of 1440")
    t = int(clock[:2]) * 60 + int(clock[3:])
    below = t - t % interval
    above = below + interval
    nearest = (above if above - t <= t - below else below) % 1440
    return "%02d:%02d" % divmod(nearest, 60)

# --- inputs ---
def random_input(rng):
    interval = rng.choice([1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 360, 720, 1440, 7, 0, -15, 25])
    total = rng.randint(0, 1439)
    if rng.random() < 0.3:
        total = rng.choice([0, 1439, 1430, 7, 8, 750, 749])
    return ("%02d:%02d" % divmod(total, 60), interval)
