# domain: date_time
# function: clock_string_to_decimal_hours
# query: Convert text, an 'H:MM' duration string (minutes 00-59, hours unbounded), to decimal hours
#   rounded to 2 decimals, e.g. '1:45' -> 1.75 and '0:20' -> 0.33. Raise ValueError if the
#   minutes are out of range or the format is wrong.

def clock_string_to_decimal_hours(text):
    parts = text.split(":")
    if len(parts) != 2 or len(parts[1]) != 2:
        raise ValueError("expected H:MM")
    hours, minutes = int(parts[0]), int(parts[1])
    if minutes < 0 or minutes > 59 or hours < 0:
        raise ValueError("out of range")
    return round(hours + minutes / 60, 2)

# --- tests ---
import pytest

assert clock_string_to_decimal_hours("1:45") == 1.75
assert clock_string_to_decimal_hours("0:20") == 0.33
assert clock_string_to_decimal_hours("0:00") == 0.0
assert clock_string_to_decimal_hours("10:59") == 10.98
assert clock_string_to_decimal_hours("100:30") == 100.5
with pytest.raises(ValueError):
    clock_string_to_decimal_hours("1:60")
with pytest.raises(ValueError):
    clock_string_to_decimal_hours("1:5")
with pytest.raises(ValueError):
    clock_string_to_decimal_hours("1:05:00")
with pytest.raises(ValueError):
    clock_string_to_decimal_hours("-1:30")

# --- implementation 2: regular expression with exactly two minute digits ---
import re


def clock_string_to_decimal_hours(text):
    match = re.fullmatch(r"(\d+):(\d\d)", text)
    if match is None or int(match.group(2)) > 59:
        raise ValueError("not an H:MM duration: %r" % text)
    return round(int(match.group(1)) + int(match.group(2)) / 60, 2)

# --- implementation 3: partition on ":" and check both sides are digits ---
def clock_string_to_decimal_hours(text):
    hours_text, sep, minutes_text = text.partition(":")
    if not sep or not hours_text.isdigit() or not minutes_text.isdigit() or len(minutes_text) != 2:
        raise ValueError("expected H:MM")
    minutes = int(minutes_text)
    if minutes >= 60:
        raise ValueError("minutes must be 00-59")
    return round(int(hours_text) + minutes / 60, 2)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.2:
        return (rng.choice(["1:60", "1:5", "1:05:00", "-1:30", "x:30", "1:ab", "130", ":30"]),)
    return ("%d:%02d" % (rng.choice([0, 1, 10, 100, rng.randint(0, 50)]), rng.choice([0, 59, 20, rng.randint(0, 59)])),)
