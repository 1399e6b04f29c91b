# domain: date_time
# function: generate_time_slots
# query: Between a start and an end time on the same day, list the 'HH:MM' start times of
#   consecutive slots of slot_minutes minutes that fit entirely inside (e.g. '09:00'-'10:00'
#   with 20-minute slots -> ['09:00', '09:20', '09:40']). Raise ValueError for a non-positive
#   slot length.

def generate_time_slots(start, end, slot_minutes):
    if slot_minutes <= 0:
        raise ValueError("slot length must be positive")
    sh, sm = start.split(":")
    eh, em = end.split(":")
    current = int(sh) * 60 + int(sm)
    finish = int(eh) * 60 + int(em)
    slots = []
    while current + slot_minutes <= finish:
        slots.append("%02d:%02d" % (current // 60, current % 60))
        current += slot_minutes
    return slots

# --- tests ---
import pytest

assert generate_time_slots("09:00", "10:00", 20) == ["09:00", "09:20", "09:40"]
assert generate_time_slots("09:00", "10:00", 25) == ["09:00", "09:25"]
assert generate_time_slots("09:00", "09:30", 30) == ["09:00"]
assert generate_time_slots("09:00", "09:29", 30) == []
assert generate_time_slots("10:00", "09:00", 15) == []
assert generate_time_slots("23:15", "23:59", 20) == ["23:15", "23:35"]
assert generate_time_slots("08:50", "09:20", 15) == ["08:50", "09:05"]
with pytest.raises(ValueError):
    generate_time_slots("09:00", "10:00", 0)

# --- implementation 2: a stepped range over minute offsets ---
def generate_time_slots(start, end, slot_minutes):
    if slot_minutes < 1:
        raise ValueError("slot_minutes must be positive")
    h1, m1 = map(int, start.split(":"))
    h2, m2 = map(int, end.split(":"))
    first, last = h1 * 60 + m1, h2 * 60 + m2
    return ["%02d:%02d" % divmod(t, 60) for t in range(first, last - slot_minutes + 1, slot_minutes)]

# --- implementation 3: datetime arithmetic with a timedelta step ---
from datetime import datetime, timedelta


def generate_time_slots(start, end, slot_minutes):
    if slot_minutes <= 0:
        raise ValueError("non-positive slot length")
    step = timedelta(minutes=slot_minutes)
    t = datetime.strptime(start, "%H:%M")
    limit = datetime.strptime(end, "%H:%M")
    out = []
    while t + step <= limit:
        out.append(t.strftime("%H:%M"))
        t += step
    return out

# --- implementation 4: itertools.count stepped by the slot length, cut with takewhile ---
from itertools import count, takewhile


def generate_time_slots(start, end, slot_minutes):
    if slot_minutes <= 0:
        raise ValueError("slot length must be positive")
    first = int(start[:2]) * 60 + int(start[3:])
    last = int(end[:2]) * 60 + int(end[3:])
    starts = takewhile(lambda t: t + slot_minutes <= last, count(first, slot_minutes))
    return [f"{t // 60:02d}:{t % 60:02d}" for t in starts]

# --- inputs ---
def random_input(rng):
    a = rng.randint(0, 1439)
    b = a + rng.choice([0, 1, 29, 30, 60, 90, rng.randint(-120, 400)])
    b = max(0, min(1439, b))
    slot = rng.choice([1, 5, 15, 20, 25, 30, 45, 60, rng.randint(1, 200)])
    if rng.random() < 0.08:
        slot = rng.choice([0, -15])
    return ("%02d:%02d" % divmod(a, 60), "%02d:%02d" % divmod(b, 60), slot)
