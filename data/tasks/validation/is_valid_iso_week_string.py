# domain: validation
# function: is_valid_iso_week_string
# query: Validate text as an ISO week string "YYYY-Www" such as "2024-W05": four-digit year from
#   0001 to 9999 (so "0000" is invalid), literal "-W", two-digit week from 01 to the number of ISO
#   weeks in that year (52 or 53). Returns a bool.
import datetime

def is_valid_iso_week_string(text):
    if len(text) != 8 or text[4:6] != "-W":
        return False
    year_text, week_text = text[:4], text[6:]
    if not (year_text.isdigit() and week_text.isdigit()):
        return False
    year, week = int(year_text), int(week_text)
    if year < 1:
        return False
    weeks_in_year = datetime.date(year, 12, 28).isocalendar()[1]
    return 1 <= week <= weeks_in_year

# --- tests ---
import pytest

assert is_valid_iso_week_string("2024-W05") is True
assert is_valid_iso_week_string("2024-W01") is True
assert is_valid_iso_week_string("2024-W00") is False
assert is_valid_iso_week_string("2020-W53") is True
assert is_valid_iso_week_string("2021-W53") is False
assert is_valid_iso_week_string("2021-W52") is True
assert is_valid_iso_week_string("2024W05") is False
assert is_valid_iso_week_string("2024-w05") is False
assert is_valid_iso_week_string("0000-W01") is False
assert is_valid_iso_week_string("2024-W5a") is False

# --- implementation 2: regex, then let date.fromisocalendar reject a week that does not exist ---
import datetime
import re


def is_valid_iso_week_string(text):
    m = re.fullmatch(r"([0-9]{4})-W([0-9]{2})", text)
    if m is None:
        return False
    try:
        datetime.date.fromisocalendar(int(m.group(1)), int(m.group(2)), 1)
    except ValueError:
        return False
    return True

# --- implementation 3: a year has 53 ISO weeks when it starts on Thursday, or on Wednesday in a leap year ---
import calendar


def is_valid_iso_week_string(text):
    year_text, sep, week_text = text.partition("-W")
    if not sep or len(year_text) != 4 or len(week_text) != 2:
        return False
    if not (year_text + week_text).isdigit() or not text.isascii():
        return False
    year, week = int(year_text), int(week_text)
    if year == 0:
        return False
    jan1 = calendar.weekday(year, 1, 1)
    long_year = jan1 == 3 or (jan1 == 2 and calendar.isleap(year))
    return 1 <= week <= (53 if long_year else 52)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        return (rng.choice(["2024W05", "2024-w05", "0000-W01", "2024-W5a", "2024-W5", "24-W05", "2024-W053", ""]),)
    year = rng.choice([2020, 2021, 2015, 2026, 2004, 1, 9999, rng.randint(1900, 2100)])
    week = rng.choice([0, 1, 5, 52, 53, 54, 99])
    return ("%04d-W%02d" % (year, week),)
