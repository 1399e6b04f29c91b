# domain: date_time
# function: twenty_four_hour_to_twelve_hour
# query: Convert text, a 24-hour 'HH:MM' time, into 12-hour format like '7:05 PM' (no leading zero
#   on the hour; midnight is '12:00 AM' and noon '12:00 PM'). Raise ValueError for out-of-range
#   values.

def twenty_four_hour_to_twelve_hour(text):
    hours, minutes = text.split(":")
    hour, minute = int(hours), int(minutes)
    if hour < 0 or hour > 23 or minute < 0 or minute > 59:
        raise ValueError("time out of range")
    suffix = "AM" if hour < 12 else "PM"
    display = hour % 12
    if display == 0:
        display = 12
    return "%d:%02d %s" % (display, minute, suffix)

# --- tests ---
import pytest

assert twenty_four_hour_to_twelve_hour("00:00") == "12:00 AM"
assert twenty_four_hour_to_twelve_hour("00:45") == "12:45 AM"
assert twenty_four_hour_to_twelve_hour("11:59") == "11:59 AM"
assert twenty_four_hour_to_twelve_hour("12:00") == "12:00 PM"
assert twenty_four_hour_to_twelve_hour("13:05") == "1:05 PM"
assert twenty_four_hour_to_twelve_hour("23:59") == "11:59 PM"
assert twenty_four_hour_to_twelve_hour("07:30") == "7:30 AM"
with pytest.raises(ValueError):
    twenty_four_hour_to_twelve_hour("24:00")
with pytest.raises(ValueError):
    twenty_four_hour_to_twelve_hour("12:60")
with pytest.raises(ValueError):
    twenty_four_hour_to_twelve_hour("-1:10")

# --- implementation 2: datetime.strptime validates, then the 12-hour fields are derived ---
from datetime import datetime


def twenty_four_hour_to_twelve_hour(text):
    t = datetime.strptime(text, "%H:%M")
    half = "AM" if t.hour < 12 else "PM"
    return f"{t.hour % 12 or 12}:{t.minute:02d} {half}"

# --- implementation 3: divmod of the hour by 12 picks the half of the day ---
def twenty_four_hour_to_twelve_hour(text):
    h, m = map(int, text.split(":"))
    if not (0 <= h < 24 and 0 <= m < 60):
        raise ValueError("out of range")
    half, hour = divmod(h, 12)
    return "{}:{:02d} {}".format(hour if hour else 12, m, ("AM", "PM")[half])

# --- implementation 4: a table of the 24 hours' 12-hour labels, indexed by the hour ---
LABELS = [(h % 12 or 12, "AM" if h < 12 else "PM") for h in range(24)]


def twenty_four_hour_to_twelve_hour(text):
    h, m = map(int, text.split(":"))
    if not 0 <= h <= 23 or not 0 <= m <= 59:
        raise ValueError("not a 24-hour time")
    hour, half = LABELS[h]
    return f"{hour}:{m:02d} {half}"

# --- inputs ---
def random_input(rng):
    h, m = rng.randint(0, 23), rng.randint(0, 59)
    r = rng.random()
    if r < 0.07:
        h = rng.choice([24, 25])
    elif r < 0.14:
        m = rng.choice([60, 99])
    elif r < 0.35:
        h, m = rng.choice([(0, 0), (0, 45), (11, 59), (12, 0), (12, 1), (23, 59), (13, 5)])
    return (("%d:%02d" if rng.random() < 0.15 else "%02d:%02d") % (h, m),)
