# domain: date_time
# function: add_years_leap_safe
# query: Given a datetime.date d, add a (possibly negative) number of years; when the result would
#   be Feb 29 in a non-leap year, return Feb 28 instead. Raise ValueError if the resulting year
#   falls outside 1..9999.

import datetime

def add_years_leap_safe(d, years):
    year = d.year + years
    day = d.day
    if d.month == 2 and day == 29:
        is_leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        if not is_leap:
            day = 28
    return datetime.date(year, d.month, day)

# --- tests ---
import pytest

assert add_years_leap_safe(datetime.date(2024, 2, 29), 1) == datetime.date(2025, 2, 28)
assert add_years_leap_safe(datetime.date(2024, 2, 29), 4) == datetime.date(2028, 2, 29)
assert add_years_leap_safe(datetime.date(2000, 2, 29), 100) == datetime.date(2100, 2, 28)
assert add_years_leap_safe(datetime.date(1996, 2, 29), 4) == datetime.date(2000, 2, 29)
assert add_years_leap_safe(datetime.date(2024, 3, 15), -3) == datetime.date(2021, 3, 15)
assert add_years_leap_safe(datetime.date(2023, 2, 28), 1) == datetime.date(2024, 2, 28)
assert add_years_leap_safe(datetime.date(9998, 1, 1), 1) == datetime.date(9999, 1, 1)
assert add_years_leap_safe(datetime.date(2024, 1, 29), 1) == datetime.date(2025, 1, 29)
with pytest.raises(ValueError):
    add_years_leap_safe(datetime.date(9999, 1, 1), 1)
with pytest.raises(ValueError):
    add_years_leap_safe(datetime.date(1, 1, 1), -1)

# --- implementation 2: date.replace, falling back to Feb 28 only for a Feb 29 start ---
import datetime


def add_years_leap_safe(d, years):
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        if (d.month, d.day) != (2, 29):
            raise
        return d.replace(year=d.year + years, day=28)

# --- implementation 3: explicit range check and calendar.isleap ---
import calendar
import datetime


def add_years_leap_safe(d, years):
    year = d.year + years
    if not 1 <= year <= 9999:
        raise ValueError("year %d out of range" % year)
    feb29 = d.month == 2 and d.day == 29
    day = 28 if feb29 and not calendar.isleap(year) else d.day
    return datetime.date(year, d.month, day)

# --- implementation 4: clamp a February day to that month's length, measured as March 1 minus February 1 ---
import datetime


def add_years_leap_safe(d, years):
    year = d.year + years
    if year < 1 or year > 9999:
        raise ValueError("resulting year %d is outside 1..9999" % year)
    day = d.day
    if d.month == 2:
        february = datetime.date(year, 3, 1) - datetime.date(year, 2, 1)
        day = min(day, february.days)
    return datetime.date(year, d.month, day)

# --- inputs ---
import datetime


def random_input(rng):
    if rng.random() < 0.4:
        d = datetime.date(rng.choice([1996, 2000, 2024, 1904]), 2, 29)
    else:
        d = datetime.date(rng.choice([1, 2023, 9998, 9999, 1900]), rng.randint(1, 12), rng.randint(1, 28))
    return (d, rng.choice([0, 1, -1, 4, 100, -100, 3, rng.randint(-50, 50)]))
