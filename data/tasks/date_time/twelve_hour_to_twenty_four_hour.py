# domain: date_time
# function: twelve_hour_to_twenty_four_hour
# query: Convert text, a 12-hour clock string like '7:05 PM' or '12:00 AM', to a 24-hour 'HH:MM'
#   string (12 AM is midnight 00:xx, 12 PM is noon). Raise ValueError for hours outside 1-12,
#   minutes outside 0-59 or a suffix other than AM/PM (the suffix is case-insensitive, 'am' = 'AM').

def twelve_hour_to_twenty_four_hour(text):
    clock, _, suffix = text.strip().partition(" ")
    hours, _, minutes = clock.partition(":")
    hour, minute = int(hours), int(minutes)
    suffix = suffix.upper()
    if suffix not in ("AM", "PM"):
        raise ValueError("suffix must be AM or PM")
    if hour < 1 or hour > 12 or minute < 0 or minute > 59:
        raise ValueError("time out of range")
    if hour == 12:
        hour = 0
    if suffix == "PM":
        hour += 12
    return "%02d:%02d" % (hour, minute)

# --- tests ---
import pytest

assert twelve_hour_to_twenty_four_hour("7:05 PM") == "19:05"
assert twelve_hour_to_twenty_four_hour("7:05 am") == "07:05"
assert twelve_hour_to_twenty_four_hour("12:00 AM") == "00:00"
assert twelve_hour_to_twenty_four_hour("12:30 PM") == "12:30"
assert twelve_hour_to_twenty_four_hour("11:59 PM") == "23:59"
assert twelve_hour_to_twenty_four_hour("1:00 AM") == "01:00"
with pytest.raises(ValueError):
    twelve_hour_to_twenty_four_hour("13:00 PM")
with pytest.raises(ValueError):
    twelve_hour_to_twenty_four_hour("0:30 AM")
with pytest.raises(ValueError):
    twelve_hour_to_twenty_four_hour("10:60 AM")
with pytest.raises(ValueError):
    twelve_hour_to_twenty_four_hour("10:00 XM")

# --- implementation 2: a regular expression with hour, minute and suffix groups ---
import re


def twelve_hour_to_twenty_four_hour(text):
    m = re.fullmatch(r"\s*([+-]?\d+):([+-]?\d+) (\w+)\s*", text)
    if not m or m.group(3).upper() not in ("AM", "PM"):
        raise ValueError("expected 'H:MM AM' or 'H:MM PM'")
    hour, minute = int(m.group(1)), int(m.group(2))
    if not (1 <= hour <= 12 and 0 <= minute <= 59):
        raise ValueError("hour or minute out of range")
    offset = 12 if m.group(3).upper() == "PM" else 0
    return f"{hour % 12 + offset:02d}:{minute:02d}"

# --- implementation 3: splits the words, maps the suffix to an hour offset ---
def twelve_hour_to_twenty_four_hour(text):
    clock, half = text.strip().split(" ")
    offsets = {"am": 0, "pm": 12}
    if half.lower() not in offsets:
        raise ValueError("bad suffix")
    h, m = (int(x) for x in clock.split(":"))
    if h not in range(1, 13) or m not in range(60):
        raise ValueError("bad time")
    return "%02d:%02d" % (h % 12 + offsets[half.lower()], m)

# --- implementation 4: minutes after midnight from a suffix offset table, then divmod by 60 ---
def twelve_hour_to_twenty_four_hour(text):
    clock, suffix = text.strip().split(" ")
    h, m = map(int, clock.split(":"))
    half = {"AM": 0, "PM": 720}.get(suffix.upper())
    if half is None or not 1 <= h <= 12 or not 0 <= m <= 59:
        raise ValueError("not a 12-hour time")
    return "%02d:%02d" % divmod(h % 12 * 60 + m + half, 60)

# --- inputs ---
def random_input(rng):
    h, m = rng.randint(1, 12), rng.randint(0, 59)
    r = rng.random()
    if r < 0.08:
        h = rng.choice([0, 13, 23])
    elif r < 0.14:
        m = rng.choice([60, 75])
    elif r < 0.3:
        h, m = rng.choice([(12, 0), (12, 30), (11, 59), (1, 0), (12, 59)])
    suffix = rng.choice(["AM", "PM", "am", "pm", "Pm"])
    if rng.random() < 0.07:
        suffix = rng.choice(["XM", "A.M.", "noon"])
    text = "%d:%02d %s" % (h, m, suffix)
    r = rng.random()
    if r < 0.05:
        text = text.replace(" ", "  ")
    elif r < 0.1:
        text = rng.choice(["+", "0", " ", "-"]) + text
    elif r < 0.13:
        text = text.replace(":", rng.choice(["", "::", ": "]))
    elif r < 0.16:
        text = text + rng.choice([" ", "\t", " x"])
    return (text,)
