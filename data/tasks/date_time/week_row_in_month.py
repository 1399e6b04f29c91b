# domain: date_time
# function: week_row_in_month
# query: Given a date as year, month, day, return which calendar week row (1-based) of its month it
#   falls in, where weeks start on Monday and the row containing the 1st is week 1 (so a month can
#   have up to 6 rows). Raise ValueError for an invalid date.

import datetime

def week_row_in_month(year, month, day):
    target = datetime.date(year, month, day)
    first_weekday = target.replace(day=1).weekday()
    offset = day - 1 + first_weekday
    return offset // 7 + 1

# --- tests ---
import pytest

assert week_row_in_month(2024, 4, 1) == 1
assert week_row_in_month(2024, 4, 7) == 1
assert week_row_in_month(2024, 4, 8) == 2
assert week_row_in_month(2024, 9, 1) == 1
assert week_row_in_month(2024, 9, 2) == 2
assert week_row_in_month(2024, 9, 30) == 6
assert week_row_in_month(2024, 2, 29) == 5
assert week_row_in_month(2024, 6, 3) == 2
with pytest.raises(ValueError):
    week_row_in_month(2024, 2, 30)

# --- implementation 2: the index of the row of calendar.monthcalendar holding the day ---
import calendar
import datetime


def week_row_in_month(year, month, day):
    datetime.date(year, month, day)
    for row, week in enumerate(calendar.monthcalendar(year, month), start=1):
        if day in week:
            return row

# --- implementation 3: distance between the Mondays of the 1st's week and the date's week ---
import datetime


def week_row_in_month(year, month, day):
    d = datetime.date(year, month, day)
    first = d.replace(day=1)
    week_start = d.toordinal() - d.weekday()
    first_week_start = first.toordinal() - first.weekday()
    return (week_start - first_week_start) // 7 + 1

# --- inputs ---
def random_input(rng):
    year, month = rng.randint(2000, 2030), rng.randint(1, 12)
    day = rng.choice([1, 2, 7, 8, 28, 29, 30, 31, rng.randint(1, 28)])
    if rng.random() < 0.05:
        month = rng.choice([0, 13])
    return (year, month, day)
