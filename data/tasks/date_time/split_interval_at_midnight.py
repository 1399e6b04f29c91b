# domain: date_time
# function: split_interval_at_midnight
# query: Split a shift that starts at 'HH:MM' and lasts a given number of minutes into per-day pieces
#   as (day_offset, start 'HH:MM', minutes) tuples, cutting at each midnight. A zero duration gives [].
#   Raise ValueError for a negative duration.

def split_interval_at_midnight(start, duration):
    if duration < 0:
        raise ValueError("negative duration")
    hours, minutes = start.split(":")
    current = int(hours) * 60 + int(minutes)
    pieces = []
    day = 0
    while duration > 0:
        chunk = min(duration, 1440 - current)
        pieces.append((day, "%02d:%02d" % (current // 60, current % 60), chunk))
        duration -= chunk
        current = 0
        day += 1
    return pieces

# --- tests ---
import pytest

assert split_interval_at_midnight("09:00", 0) == []
assert split_interval_at_midnight("09:00", 480) == [(0, "09:00", 480)]
assert split_interval_at_midnight("22:00", 120) == [(0, "22:00", 120)]
assert split_interval_at_midnight("22:00", 121) == [(0, "22:00", 120), (1, "00:00", 1)]
assert split_interval_at_midnight("22:30", 480) == [(0, "22:30", 90), (1, "00:00", 390)]
assert split_interval_at_midnight("00:00", 1440) == [(0, "00:00", 1440)]
assert split_interval_at_midnight("12:00", 3000) == [(0, "12:00", 720), (1, "00:00", 1440), (2, "00:00", 840)]
with pytest.raises(ValueError):
    split_interval_at_midnight("09:00", -1)

# --- implementation 2: absolute minute positions clipped to each day's [0, 1440) window ---
def split_interval_at_midnight(start, duration):
    if duration < 0:
        raise ValueError("duration must be non-negative")
    h, m = map(int, start.split(":"))
    begin = h * 60 + m
    finish = begin + duration
    result = []
    for day in range((finish - 1) // 1440 + 1 if duration else 0):
        lo = max(begin, day * 1440)
        hi = min(finish, (day + 1) * 1440)
        result.append((day, "%02d:%02d" % divmod(lo - day * 1440, 60), hi - lo))
    return result

# --- implementation 3: the piece up to the first midnight, then divmod of the rest into whole days and a tail ---
def split_interval_at_midnight(start, duration):
    if duration < 0:
        raise ValueError("negative duration")
    h, m = start.split(":")
    minute = int(h) * 60 + int(m)
    first = min(duration, 1440 - minute)
    pieces = [(0, "%02d:%02d" % divmod(minute, 60), first)] if first else []
    full_days, tail = divmod(duration - first, 1440)
    pieces += [(day, "00:00", 1440) for day in range(1, full_days + 1)]
    if tail:
        pieces.append((full_days + 1, "00:00", tail))
    return pieces

# --- inputs ---
def random_input(rng):
    t = rng.choice([0, 1439, 1320, 720, rng.randint(0, 1439)])
    d = rng.choice([0, 1, 120, 121, 1440, 1441, 2880, 3000, rng.randint(0, 5000)])
    r = rng.random()
    if r < 0.07:
        d = -rng.randint(1, 60)
    elif r < 0.1:
        d = rng.randint(1440 * 500, 1440 * 800)
    return ("%02d:%02d" % divmod(t, 60), d)
