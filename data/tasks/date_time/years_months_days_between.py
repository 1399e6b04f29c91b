# domain: date_time
# function: years_months_days_between
# query: Return the calendar difference from start to end, two datetime.date values, as (years,
#   months, days): the whole months counted count only once end's day of month reaches start's
#   (2020-03-31 to 2020-04-30 is (0, 0, 30)); they are split into years and months, and the
#   remaining days are counted from start moved forward by those months, clamped to the month's
#   end (2020-01-31 + 1 month is 2020-02-29, so 2020-01-31 to 2020-03-01 is (0, 1, 1)). Raise
#   ValueError if end is earlier than start.

import calendar
import datetime

def years_months_days_between(start, end):
    if end < start:
        raise ValueError("end precedes start")
    months = (end.year - start.year) * 12 + end.month - start.month
    if end.day < start.day:
        months -= 1
    year, month_index = divmod(start.year * 12 + start.month - 1 + months, 12)
    day = min(start.day, calendar.monthrange(year, month_index + 1)[1])
    anchor = datetime.date(year, month_index + 1, day)
    return (months // 12, months % 12, (end - anchor).days)

# --- tests ---
import pytest

assert years_months_days_between(datetime.date(2020, 1, 1), datetime.date(2020, 1, 1)) == (0, 0, 0)
assert years_months_days_between(datetime.date(2020, 1, 15), datetime.date(2024, 3, 20)) == (4, 2, 5)
assert years_months_days_between(datetime.date(2020, 1, 31), datetime.date(2020, 3, 1)) == (0, 1, 1)
assert years_months_days_between(datetime.date(2023, 1, 31), datetime.date(2023, 3, 1)) == (0, 1, 1)
assert years_months_days_between(datetime.date(2020, 5, 20), datetime.date(2021, 3, 10)) == (0, 9, 18)
assert years_months_days_between(datetime.date(2019, 12, 25), datetime.date(2020, 1, 5)) == (0, 0, 11)
assert years_months_days_between(datetime.date(2000, 2, 29), datetime.date(2024, 2, 28)) == (23, 11, 30)
assert years_months_days_between(datetime.date(2020, 3, 31), datetime.date(2020, 4, 30)) == (0, 0, 30)
with pytest.raises(ValueError):
    years_months_days_between(datetime.date(2020, 1, 2), datetime.date(2020, 1, 1))

# --- implementation 2: advances month by month while (year, month, start day) stays <= end ---
import calendar
import datetime


def years_months_days_between(start, end):
    if start > end:
        raise ValueError("end is earlier than start")
    year, month, months = start.year, start.month, 0
    while True:
        ny, nm = (year, month + 1) if month < 12 else (year + 1, 1)
        if (ny, nm, start.day) > (end.year, end.month, end.day):
            break
        year, month, months = ny, nm, months + 1
    anchor = datetime.date(year, month, min(start.day, calendar.monthrange(year, month)[1]))
    years, rest = divmod(months, 12)
    return (years, rest, (end - anchor).days)

# --- implementation 3: whole years by comparing (month, day), then the months, anchor clamped by retrying ---
import datetime


def years_months_days_between(start, end):
    if end < start:
        raise ValueError("start after end")
    years = end.year - start.year - ((end.month, end.day) < (start.month, start.day))
    months = (end.month - start.month - (end.day < start.day)) % 12
    total = start.year * 12 + start.month - 1 + years * 12 + months
    day = start.day
    while True:
        try:
            anchor = datetime.date(total // 12, total % 12 + 1, day)
            break
        except ValueError:
            day -= 1
    return (years, months, (end - anchor).days)

# --- inputs ---
import datetime


def random_input(rng):
    start = datetime.date(2000, 1, 1) + datetime.timedelta(days=rng.randint(0, 9000))
    if rng.random() < 0.3:
        start = start.replace(day=rng.choice([28, 29, 30, 31]) if start.month in (1, 3, 5, 7, 8, 10, 12) else 28)
    span = rng.choice([0, 1, 28, 29, 30, 31, 59, 60, 365, 366, rng.randint(0, 3000)])
    if rng.random() < 0.07:
        span = -rng.randint(1, 40)
    return (start, start + datetime.timedelta(days=span))
