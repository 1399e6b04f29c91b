# domain: date_time
# function: format_date_long_english
# query: Format iso_text, an ISO 'YYYY-MM-DD' date string, as long English text like 'Friday, March
#   1, 2024' (weekday, full month name, day without padding, year). Raise ValueError for
#   invalid dates.

import calendar
import datetime

def format_date_long_english(iso_text):
    parts = iso_text.split("-")
    year = int(parts[0])
    month = int(parts[1])
    day = int(parts[2])
    d = datetime.date(year, month, day)
    weekday = calendar.day_name[d.weekday()]
    month_name = calendar.month_name[d.month]
    return "%s, %s %d, %d" % (weekday, month_name, d.day, d.year)

# --- tests ---
import pytest

assert format_date_long_english("2024-03-01") == "Friday, March 1, 2024"
assert format_date_long_english("2000-01-01") == "Saturday, January 1, 2000"
assert format_date_long_english("2023-12-31") == "Sunday, December 31, 2023"
assert format_date_long_english("2024-02-29") == "Thursday, February 29, 2024"
assert format_date_long_english("1999-07-05") == "Monday, July 5, 1999"
assert format_date_long_english("2021-09-14") == "Tuesday, September 14, 2021"
with pytest.raises(ValueError):
    format_date_long_english("2023-02-29")
with pytest.raises(ValueError):
    format_date_long_english("2023-13-01")

# --- implementation 2: date.fromisoformat with hand-written name tables ---
from datetime import date

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def format_date_long_english(iso_text):
    d = date.fromisoformat(iso_text)
    return f"{WEEKDAYS[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year}"

# --- implementation 3: validates with calendar.monthrange and takes the names from calendar ---
import calendar


def format_date_long_english(iso_text):
    y, m, d = map(int, iso_text.split("-"))
    if not 1 <= m <= 12:
        raise ValueError("month out of range")
    first_weekday, length = calendar.monthrange(y, m)
    if not 1 <= d <= length:
        raise ValueError("day out of range")
    weekday = (first_weekday + d - 1) % 7
    return "{}, {} {}, {}".format(calendar.day_name[weekday], calendar.month_name[m], d, y)

# --- implementation 4: Sakamoto's weekday formula after validating the day against the month ---
import calendar

OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]


def format_date_long_english(iso_text):
    year, month, day = (int(p) for p in iso_text.split("-"))
    if not 1 <= month <= 12 or not 1 <= day <= calendar.monthrange(year, month)[1]:
        raise ValueError("invalid date %r" % iso_text)
    y = year - (month < 3)
    weekday = (y + y // 4 - y // 100 + y // 400 + OFFSETS[month - 1] + day) % 7
    return "%s, %s %d, %d" % (DAY_NAMES[weekday], calendar.month_name[month], day, year)

# --- inputs ---
def random_input(rng):
    year = rng.randint(1000, 2999)
    month = rng.randint(1, 12)
    day = rng.randint(1, 28)
    r = rng.random()
    if r < 0.1:
        month = rng.choice([0, 13])
    elif r < 0.25:
        day = rng.choice([29, 30, 31])
        month = rng.choice([2, 4, 1, 12])
        year = rng.choice([1900, 2000, 2023, 2024])
    return ("%04d-%02d-%02d" % (year, month, day),)
