# domain: date_time
# function: last_weekday_of_month_date
# query: For a given year and month, return the datetime.date of the last given weekday (0=Monday ..
#   6=Sunday) in that month, e.g. the last Monday of May. Raise ValueError for a weekday
#   outside 0..6.

import calendar
import datetime

def last_weekday_of_month_date(year, month, weekday):
    if weekday < 0 or weekday > 6:
        raise ValueError("weekday must be 0..6")
    last_day = calendar.monthrange(year, month)[1]
    last = datetime.date(year, month, last_day)
    back = (last.weekday() - weekday) % 7
    return last - datetime.timedelta(days=back)

# --- tests ---
import pytest

assert last_weekday_of_month_date(2024, 5, 0) == datetime.date(2024, 5, 27)
assert last_weekday_of_month_date(2024, 3, 6) == datetime.date(2024, 3, 31)
assert last_weekday_of_month_date(2024, 3, 0) == datetime.date(2024, 3, 25)
assert last_weekday_of_month_date(2024, 2, 3) == datetime.date(2024, 2, 29)
assert last_weekday_of_month_date(2023, 2, 3) == datetime.date(2023, 2, 23)
assert last_weekday_of_month_date(2024, 12, 1) == datetime.date(2024, 12, 31)
assert last_weekday_of_month_date(2024, 12, 2) == datetime.date(2024, 12, 25)
with pytest.raises(ValueError):
    last_weekday_of_month_date(2024, 5, 7)
with pytest.raises(ValueError):
    last_weekday_of_month_date(2024, 5, -1)

# --- implementation 2: the latest date of the month having that weekday ---
import calendar
import datetime


def last_weekday_of_month_date(year, month, weekday):
    if weekday not in range(7):
        raise ValueError("weekday out of range")
    count = calendar.monthrange(year, month)[1]
    days = (datetime.date(year, month, d) for d in range(count, count - 7, -1))
    return next(d for d in days if d.weekday() == weekday)

# --- implementation 3: the weekday's column in the month grid, last non-zero entry ---
import calendar
import datetime


def last_weekday_of_month_date(year, month, weekday):
    if not 0 <= weekday <= 6:
        raise ValueError("bad weekday")
    column = [week[weekday] for week in calendar.monthcalendar(year, month)]
    last = max(column)
    return datetime.date(year, month, last)

# --- implementation 4: steps back from the month's last day until the weekday matches ---
import calendar
import datetime


def last_weekday_of_month_date(year, month, weekday):
    if weekday not in range(7):
        raise ValueError("weekday must be 0..6")
    day = datetime.date(year, month, calendar.monthrange(year, month)[1])
    while day.weekday() != weekday:
        day -= datetime.timedelta(days=1)
    return day

# --- inputs ---
def random_input(rng):
    weekday = rng.randint(0, 6)
    if rng.random() < 0.08:
        weekday = rng.choice([-1, 7, 10])
    return (rng.randint(1990, 2040), rng.randint(1, 12), weekday)
