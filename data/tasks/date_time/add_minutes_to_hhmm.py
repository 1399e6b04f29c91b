# domain: date_time
# function: add_minutes_to_hhmm
# query: Given a 24-hour 'HH:MM' clock time, add a (possibly negative) number of minutes and return
#   the new 'HH:MM' string, wrapping around midnight. Raise ValueError if clock is not a valid
#   'HH:MM' value.

def add_minutes_to_hhmm(clock, minutes):
    parts = clock.split(":")
    if len(parts) != 2 or not parts[0].isdigit() or not parts[1].isdigit():
        raise ValueError("expected HH:MM")
    hours, mins = int(parts[0]), int(parts[1])
    if hours > 23 or mins > 59:
        raise ValueError("time out of range")
    total = (hours * 60 + mins + minutes) % 1440
    return "%02d:%02d" % (total // 60, total % 60)

# --- tests ---
import pytest

assert add_minutes_to_hhmm("10:00", 0) == "10:00"
assert add_minutes_to_hhmm("10:15", 50) == "11:05"
assert add_minutes_to_hhmm("23:50", 20) == "00:10"
assert add_minutes_to_hhmm("00:10", -20) == "23:50"
assert add_minutes_to_hhmm("23:59", 1) == "00:00"
assert add_minutes_to_hhmm("08:30", 1440) == "08:30"
with pytest.raises(ValueError):
    add_minutes_to_hhmm("24:00", 5)
with pytest.raises(ValueError):
    add_minutes_to_hhmm("12:60", 5)
with pytest.raises(ValueError):
    add_minutes_to_hhmm("1230", 5)

# --- implementation 2: regular expression for the digits, divmod for the wrap-around ---
import re


def add_minutes_to_hhmm(clock, minutes):
    match = re.fullmatch(r"(\d+):(\d+)", clock)
    if match is None:
        raise ValueError("not an HH:MM time: %r" % clock)
    hours, mins = int(match.group(1)), int(match.group(2))
    if hours >= 24 or mins >= 60:
        raise ValueError("HH:MM out of range")
    hours, mins = divmod((hours * 60 + mins + minutes) % (24 * 60), 60)
    return f"{hours:02d}:{mins:02d}"

# --- implementation 3: strptime into a datetime, add a timedelta, strftime back ---
import datetime


def add_minutes_to_hhmm(clock, minutes):
    moment = datetime.datetime.strptime(clock, "%H:%M")
    moment += datetime.timedelta(minutes=minutes)
    return moment.strftime("%H:%M")

# --- implementation 4: partition on the colon, minutes since midnight folded into one day by repeated adds and subtracts ---
def add_minutes_to_hhmm(clock, minutes):
    head, sep, tail = clock.partition(":")
    if not sep or not (head.isdigit() and tail.isdigit()):
        raise ValueError("clock must look like HH:MM")
    if int(head) >= 24 or int(tail) >= 60:
        raise ValueError("clock is not a valid time of day")
    day = 24 * 60
    end = int(head) * 60 + int(tail) + minutes
    while end < 0:
        end += day
    while end >= day:
        end -= day
    return "{:02d}:{:02d}".format(end // 60, end % 60)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.15:
        clock = rng.choice(["24:00", "12:60", "1230", "ab:cd", "12:5x", ":30", "12:"])
    elif rng.random() < 0.1:
        clock = "%d:%d" % (rng.randint(0, 9), rng.randint(0, 9))
    else:
        clock = "%02d:%02d" % (rng.choice([0, 23, rng.randint(0, 23)]), rng.choice([0, 59, rng.randint(0, 59)]))
    return (clock, rng.choice([0, 1, -1, 1440, -1440, rng.randint(-3000, 3000)]))
