# domain: date_time
# function: nth_business_day_of_month
# query: For a given year and month, return the datetime.date of the n-th business day
#   (Monday-Friday, 1-based) of the month, skipping dates in holidays (default (), none). Raise
#   ValueError if n < 1 or the month has fewer business days.

import calendar
import datetime

def nth_business_day_of_month(year, month, n, holidays=()):
    blocked = set(holidays)
    seen = 0
    for day in range(1, calendar.monthrange(year, month)[1] + 1):
        d = datetime.date(year, month, day)
        if d.weekday() < 5 and d not in blocked:
            seen += 1
            if seen == n:
                return d
    raise ValueError("month has fewer business days")

# --- tests ---
import pytest

assert nth_business_day_of_month(2024, 6, 1) == datetime.date(2024, 6, 3)
assert nth_business_day_of_month(2024, 3, 1) == datetime.date(2024, 3, 1)
assert nth_business_day_of_month(2024, 3, 2) == datetime.date(2024, 3, 4)
assert nth_business_day_of_month(2024, 3, 21) == datetime.date(2024, 3, 29)
assert nth_business_day_of_month(2024, 5, 23) == datetime.date(2024, 5, 31)
assert nth_business_day_of_month(2024, 1, 1, [datetime.date(2024, 1, 1)]) == datetime.date(2024, 1, 2)
assert nth_business_day_of_month(2024, 1, 3, [datetime.date(2024, 1, 2)]) == datetime.date(2024, 1, 4)
with pytest.raises(ValueError):
    nth_business_day_of_month(2024, 3, 22)
with pytest.raises(ValueError):
    nth_business_day_of_month(2024, 3, 0)

# --- implementation 2: list the business days of the month and index it ---
import calendar
import datetime


def nth_business_day_of_month(year, month, n, holidays=()):
    _, length = calendar.monthrange(year, month)
    all_days = (datetime.date(year, month, d) for d in range(1, length + 1))
    business = [d for d in all_days if d.weekday() < 5 and d not in holidays]
    if n < 1 or n > len(business):
        raise ValueError("no such business day")
    return business[n - 1]

# --- implementation 3: the Monday-Friday columns of calendar.monthcalendar, row by row ---
import calendar
import datetime


def nth_business_day_of_month(year, month, n, holidays=()):
    if n < 1:
        raise ValueError("n must be at least 1")
    remaining = n
    for week in calendar.monthcalendar(year, month):
        for day in week[:5]:
            if day == 0 or datetime.date(year, month, day) in holidays:
                continue
            remaining -= 1
            if remaining == 0:
                return datetime.date(year, month, day)
    raise ValueError("not enough business days")

# --- inputs ---
import datetime


def random_input(rng):
    year, month = rng.randint(2000, 2030), rng.randint(1, 12)
    n = rng.choice([0, 1, 2, 5, 19, 20, 21, 22, 23, 24, rng.randint(1, 23), -1])
    if rng.random() < 0.4:
        return (year, month, n)
    holidays = [datetime.date(year, month, rng.randint(1, 28)) for _ in range(rng.randint(0, 4))]
    return (year, month, n, holidays)
