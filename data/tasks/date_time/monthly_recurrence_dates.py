# domain: date_time
# function: monthly_recurrence_dates
# query: From start, a datetime.date, generate count monthly occurrences of an event, keeping the
#   original day of month where possible and clamping to the month's last day otherwise (Jan 31
#   -> Feb 29 -> Mar 31 -> Apr 30, not drifting). Raise ValueError for a negative count.

import calendar
import datetime

def monthly_recurrence_dates(start, count):
    if count < 0:
        raise ValueError("count must be non-negative")
    dates = []
    for k in range(count):
        year, month_index = divmod(start.month - 1 + k, 12)
        year += start.year
        last = calendar.monthrange(year, month_index + 1)[1]
        dates.append(datetime.date(year, month_index + 1, min(start.day, last)))
    return dates

# --- tests ---
import pytest

assert monthly_recurrence_dates(datetime.date(2024, 1, 31), 0) == []
assert monthly_recurrence_dates(datetime.date(2024, 1, 31), 1) == [datetime.date(2024, 1, 31)]
assert monthly_recurrence_dates(datetime.date(2024, 1, 31), 4) == [datetime.date(2024, 1, 31), datetime.date(2024, 2, 29), datetime.date(2024, 3, 31), datetime.date(2024, 4, 30)]
assert monthly_recurrence_dates(datetime.date(2023, 11, 15), 3) == [datetime.date(2023, 11, 15), datetime.date(2023, 12, 15), datetime.date(2024, 1, 15)]
assert monthly_recurrence_dates(datetime.date(2023, 12, 30), 3) == [datetime.date(2023, 12, 30), datetime.date(2024, 1, 30), datetime.date(2024, 2, 29)]
assert monthly_recurrence_dates(datetime.date(2023, 1, 29), 2)[-1] == datetime.date(2023, 2, 28)
assert len(monthly_recurrence_dates(datetime.date(2020, 5, 5), 25)) == 25
assert monthly_recurrence_dates(datetime.date(2020, 5, 5), 25)[-1] == datetime.date(2022, 5, 5)
with pytest.raises(ValueError):
    monthly_recurrence_dates(datetime.date(2024, 1, 1), -1)

# --- implementation 2: advances a (year, month) pair and finds the month end from the next month's 1st ---
import datetime


def monthly_recurrence_dates(start, count):
    if count < 0:
        raise ValueError("negative count")
    result = []
    year, month = start.year, start.month
    for _ in range(count):
        nxt = datetime.date(year + month // 12, month % 12 + 1, 1)
        month_end = (nxt - datetime.timedelta(days=1)).day
        result.append(datetime.date(year, month, min(start.day, month_end)))
        year, month = nxt.year, nxt.month
    return result

# --- implementation 3: absolute month numbers, clamping by trying smaller days until valid ---
import datetime


def _clamped(year, month, day):
    while True:
        try:
            return datetime.date(year, month, day)
        except ValueError:
            day -= 1


def monthly_recurrence_dates(start, count):
    if count < 0:
        raise ValueError("count must be >= 0")
    base = start.year * 12 + start.month - 1
    return [_clamped((base + k) // 12, (base + k) % 12 + 1, start.day) for k in range(count)]

# --- inputs ---
import datetime


def random_input(rng):
    year = rng.randint(1990, 2030)
    month = rng.randint(1, 12)
    day = rng.choice([1, 15, 28, 29, 30, 31, rng.randint(1, 28)])
    while True:
        try:
            start = datetime.date(year, month, day)
            break
        except ValueError:
            day -= 1
    count = rng.choice([0, 1, 2, 3, 12, 13, 25, rng.randint(0, 30)])
    if rng.random() < 0.07:
        count = -rng.randint(1, 3)
    return (start, count)
