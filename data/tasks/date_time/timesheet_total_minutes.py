# domain: date_time
# function: timesheet_total_minutes
# query: Sum a timesheet given as a list of 'HH:MM-HH:MM' entries into total minutes worked; an entry
#   whose end is earlier than its start is an overnight shift ending the next day. Raise ValueError
#   for an entry without exactly one '-'.

def timesheet_total_minutes(entries):
    total = 0
    for entry in entries:
        parts = entry.split("-")
        if len(parts) != 2:
            raise ValueError("bad entry: %r" % entry)
        sh, sm = parts[0].split(":")
        eh, em = parts[1].split(":")
        start = int(sh) * 60 + int(sm)
        end = int(eh) * 60 + int(em)
        if end < start:
            end += 1440
        total += end - start
    return total

# --- tests ---
import pytest

assert timesheet_total_minutes([]) == 0
assert timesheet_total_minutes(["09:00-12:00"]) == 180
assert timesheet_total_minutes(["09:00-12:30", "13:15-17:00"]) == 435
assert timesheet_total_minutes(["22:00-06:00"]) == 480
assert timesheet_total_minutes(["08:00-08:00"]) == 0
assert timesheet_total_minutes(["23:59-00:01", "10:10-10:20"]) == 12
with pytest.raises(ValueError):
    timesheet_total_minutes(["09:00 12:00"])
with pytest.raises(ValueError):
    timesheet_total_minutes(["09:00-12:00-13:00"])

# --- implementation 2: counts the dashes, then a modular difference per entry ---
def timesheet_total_minutes(entries):
    total = 0
    for entry in entries:
        if entry.count("-") != 1:
            raise ValueError("entry needs exactly one '-': %r" % entry)
        start, end = ([int(x) for x in side.split(":")] for side in entry.split("-"))
        total += (end[0] * 60 + end[1] - start[0] * 60 - start[1]) % 1440
    return total

# --- implementation 3: datetime.strptime for both ends, overnight handled by timedelta.seconds ---
from datetime import datetime


def timesheet_total_minutes(entries):
    minutes = 0
    for entry in entries:
        pieces = entry.split("-")
        if len(pieces) != 2:
            raise ValueError("malformed entry")
        begin, finish = (datetime.strptime(p, "%H:%M") for p in pieces)
        minutes += (finish - begin).seconds // 60
    return minutes

# --- implementation 4: a regular expression per entry, the difference taken modulo a day ---
import re


def timesheet_total_minutes(entries):
    total = 0
    for entry in entries:
        m = re.fullmatch(r"(\d+):(\d+)-(\d+):(\d+)", entry)
        if m is None:
            raise ValueError("bad entry %r" % entry)
        h1, m1, h2, m2 = map(int, m.groups())
        total += (h2 * 60 + m2 - h1 * 60 - m1) % 1440
    return total

# --- inputs ---
def random_input(rng):
    entries = []
    for _ in range(rng.randint(0, 5)):
        a = rng.randint(0, 1439)
        b = rng.choice([a, a + 1, a - 1, rng.randint(0, 1439)]) % 1440
        entries.append("%02d:%02d-%02d:%02d" % (a // 60, a % 60, b // 60, b % 60))
    if rng.random() < 0.1:
        entries.append(rng.choice(["09:00 12:00", "09:00-12:00-13:00", "09:00"]))
    return (entries,)
