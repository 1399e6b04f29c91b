# domain: date_time
# function: count_weekday_occurrences_in_month
# query: Given a year and a month, count how many times a weekday (0=Monday .. 6=Sunday) occurs in
#   that month (always 4 or 5). Raise ValueError for a weekday outside 0..6.

import calendar

def count_weekday_occurrences_in_month(year, month, weekday):
    if weekday < 0 or weekday > 6:
        raise ValueError("weekday must be 0..6")
    first_weekday, days = calendar.monthrange(year, month)
    offset = (weekday - first_weekday) % 7
    return (days - 1 - offset) // 7 + 1

# --- tests ---
import pytest

assert count_weekday_occurrences_in_month(2024, 2, 3) == 5
assert count_weekday_occurrences_in_month(2024, 2, 4) == 4
assert count_weekday_occurrences_in_month(2023, 2, 3) == 4
assert count_weekday_occurrences_in_month(2024, 3, 4) == 5
assert count_weekday_occurrences_in_month(2024, 3, 6) == 5
assert count_weekday_occurrences_in_month(2024, 3, 0) == 4
assert count_weekday_occurrences_in_month(2024, 12, 1) == 5
with pytest.raises(ValueError):
    count_weekday_occurrences_in_month(2024, 3, 7)
with pytest.raises(ValueError):
    count_weekday_occurrences_in_month(2024, 3, -1)

# --- implementation 2: count the calendar.monthcalendar weeks with that weekday in the month ---
import calendar


def count_weekday_occurrences_in_month(year, month, weekday):
    if weekday not in range(7):
        raise ValueError("weekday must be between 0 and 6")
    weeks = calendar.monthcalendar(year, month)
    return sum(1 for week in weeks if week[weekday] != 0)

# --- implementation 3: check the weekday of every day of the month ---
import calendar
import datetime


def count_weekday_occurrences_in_month(year, month, weekday):
    if not 0 <= weekday <= 6:
        raise ValueError("invalid weekday")
    length = calendar.monthrange(year, month)[1]
    days = (datetime.date(year, month, d) for d in range(1, length + 1))
    return sum(1 for day in days if day.weekday() == weekday)

# --- implementation 4: four of every weekday in 28 days, plus the weekdays of the extra days ---
import calendar


def count_weekday_occurrences_in_month(year, month, weekday):
    if weekday < 0 or weekday > 6:
        raise ValueError("weekday outside 0..6")
    first, length = calendar.monthrange(year, month)
    extra = [(first + 28 + i) % 7 for i in range(length - 28)]
    return 4 + (weekday in extra)

# --- inputs ---
def random_input(rng):
    return (rng.choice([2023, 2024, 1900, 2000, rng.randint(1, 9999)]), rng.randint(1, 12), rng.choice([-1, 7, 0, 1, 2, 3, 4, 5, 6]))
