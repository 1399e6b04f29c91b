# domain: date_time
# function: nth_weekday_of_month_date
# query: For a given year and month, return the datetime.date on which a weekday (0=Monday ..
#   6=Sunday) occurs for the n-th time (1-based), e.g. the 4th Thursday of November. Raise
#   ValueError if n < 1 or the month has no such occurrence.

import datetime

def nth_weekday_of_month_date(year, month, weekday, n):
    first = datetime.date(year, month, 1)
    offset = (weekday - first.weekday()) % 7
    day = 1 + offset + (n - 1) * 7
    result = first + datetime.timedelta(days=day - 1)
    if result.month != month:
        raise ValueError("no such weekday occurrence")
    return result

# --- tests ---
import pytest

assert nth_weekday_of_month_date(2024, 11, 3, 4) == datetime.date(2024, 11, 28)
assert nth_weekday_of_month_date(2024, 11, 4, 1) == datetime.date(2024, 11, 1)
assert nth_weekday_of_month_date(2024, 11, 3, 1) == datetime.date(2024, 11, 7)
assert nth_weekday_of_month_date(2024, 9, 0, 1) == datetime.date(2024, 9, 2)
assert nth_weekday_of_month_date(2024, 5, 2, 5) == datetime.date(2024, 5, 29)
assert nth_weekday_of_month_date(2024, 2, 3, 5) == datetime.date(2024, 2, 29)
assert nth_weekday_of_month_date(2024, 12, 6, 5) == datetime.date(2024, 12, 29)
with pytest.raises(ValueError):
    nth_weekday_of_month_date(2024, 2, 4, 5)
with pytest.raises(ValueError):
    nth_weekday_of_month_date(2024, 11, 3, 0)

# --- implementation 2: the weekday's column of calendar.monthcalendar ---
import calendar
import datetime


def nth_weekday_of_month_date(year, month, weekday, n):
    days = [week[weekday] for week in calendar.monthcalendar(year, month) if week[weekday]]
    if not 1 <= n <= len(days):
        raise ValueError("the month has no such occurrence")
    return datetime.date(year, month, days[n - 1])

# --- implementation 3: finds the first matching day in the first week, then adds whole weeks ---
import calendar
import datetime


def nth_weekday_of_month_date(year, month, weekday, n):
    if n < 1:
        raise ValueError("n must be >= 1")
    first = next(d for d in range(1, 8) if calendar.weekday(year, month, d) == weekday)
    day = first + 7 * (n - 1)
    if day > calendar.monthrange(year, month)[1]:
        raise ValueError("no such occurrence in this month")
    return datetime.date(year, month, day)

# --- implementation 4: walks the month day by day, counting the matching weekdays ---
import datetime


def nth_weekday_of_month_date(year, month, weekday, n):
    day = datetime.date(year, month, 1)
    seen = 0
    while day.month == month:
        if day.weekday() == weekday:
            seen += 1
            if seen == n:
                return day
        day += datetime.timedelta(days=1)
    raise ValueError("no such weekday occurrence")

# --- inputs ---
def random_input(rng):
    n = rng.choice([1, 2, 3, 4, 5, 5, 5, 6, 0, -1])
    return (rng.randint(2000, 2030), rng.randint(1, 12), rng.randint(0, 6), n)
