# domain: date_time
# function: days_until_next_weekday
# query: Given a date as year, month, day, how many days until the next given weekday (0=Monday ..
#   6=Sunday)? If the date already is that weekday return 7 by default (include_today=False),
#   or 0 when include_today=True. Raise ValueError for a weekday outside 0..6.

import datetime

def days_until_next_weekday(year, month, day, weekday, include_today=False):
    if weekday < 0 or weekday > 6:
        raise ValueError("weekday must be 0..6")
    current = datetime.date(year, month, day).weekday()
    days = (weekday - current) % 7
    if days == 0 and not include_today:
        days = 7
    return days

# --- tests ---
import pytest

assert days_until_next_weekday(2024, 3, 4, 0) == 7
assert days_until_next_weekday(2024, 3, 4, 0, include_today=True) == 0
assert days_until_next_weekday(2024, 3, 4, 1) == 1
assert days_until_next_weekday(2024, 3, 4, 6) == 6
assert days_until_next_weekday(2024, 3, 10, 0) == 1
assert days_until_next_weekday(2024, 3, 8, 4, include_today=True) == 0
assert days_until_next_weekday(2024, 3, 7, 2, include_today=True) == 6
with pytest.raises(ValueError):
    days_until_next_weekday(2024, 3, 4, 7)
with pytest.raises(ValueError):
    days_until_next_weekday(2024, 3, 4, -1)

# --- implementation 2: steps forward one day at a time until the weekday matches ---
from datetime import date, timedelta


def days_until_next_weekday(year, month, day, weekday, include_today=False):
    if weekday not in range(7):
        raise ValueError("weekday out of range")
    start = date(year, month, day)
    offset = 0 if include_today else 1
    while (start + timedelta(days=offset)).weekday() != weekday:
        offset += 1
    return offset

# --- implementation 3: ISO weekday arithmetic with an explicit branch on direction ---
import datetime


def days_until_next_weekday(year, month, day, weekday, include_today=False):
    if not 0 <= weekday <= 6:
        raise ValueError("invalid weekday")
    today = datetime.date(year, month, day).isoweekday() - 1
    if weekday > today:
        return weekday - today
    if weekday == today and include_today:
        return 0
    return 7 - today + weekday

# --- implementation 4: the weekdays of the coming days listed, then the position of the target ---
import calendar


def days_until_next_weekday(year, month, day, weekday, include_today=False):
    if weekday < 0 or weekday > 6:
        raise ValueError("weekday must be between 0 and 6")
    today = calendar.weekday(year, month, day)
    first = 0 if include_today else 1
    upcoming = [(today + k) % 7 for k in range(first, first + 7)]
    return upcoming.index(weekday) + first

# --- inputs ---
def random_input(rng):
    year = rng.randint(1990, 2040)
    month = rng.randint(1, 12)
    day = rng.randint(1, 28)
    weekday = rng.randint(0, 6)
    if rng.random() < 0.1:
        weekday = rng.choice([-1, 7, 8, -3])
    return (year, month, day, weekday, rng.random() < 0.5)
