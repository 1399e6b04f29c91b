# domain: date_time
# function: month_day_from_day_of_year
# query: Given a year and an ordinal day of that year (1 = January 1st), return the (month, day)
#   tuple it falls on. Raise ValueError if the ordinal is below 1 or beyond the year's length.

def month_day_from_day_of_year(year, ordinal):
    lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if (year % 4 == 0 and year % 100 != 0) or year % 400 == 0:
        lengths[1] = 29
    if ordinal < 1 or ordinal > sum(lengths):
        raise ValueError("ordinal out of range")
    month = 1
    for length in lengths:
        if ordinal <= length:
            return (month, ordinal)
        ordinal -= length
        month += 1

# --- tests ---
import pytest

assert month_day_from_day_of_year(2023, 1) == (1, 1)
assert month_day_from_day_of_year(1900, 60) == (3, 1)
assert month_day_from_day_of_year(2000, 60) == (2, 29)
assert month_day_from_day_of_year(2023, 32) == (2, 1)
assert month_day_from_day_of_year(2023, 60) == (3, 1)
assert month_day_from_day_of_year(2024, 60) == (2, 29)
assert month_day_from_day_of_year(2024, 366) == (12, 31)
with pytest.raises(ValueError):
    month_day_from_day_of_year(2023, 366)
with pytest.raises(ValueError):
    month_day_from_day_of_year(2023, 0)

# --- implementation 2: January 1 plus ordinal - 1 days ---
import calendar
import datetime


def month_day_from_day_of_year(year, ordinal):
    year_length = 366 if calendar.isleap(year) else 365
    if not 1 <= ordinal <= year_length:
        raise ValueError("ordinal must be within the year")
    d = datetime.date(year, 1, 1) + datetime.timedelta(days=ordinal - 1)
    return (d.month, d.day)

# --- implementation 3: cumulative month starts searched with bisect ---
import bisect

STARTS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]


def month_day_from_day_of_year(year, ordinal):
    leap = 1 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 0
    starts = STARTS[:2] + [s + leap for s in STARTS[2:]]
    if ordinal < 1 or ordinal > 365 + leap:
        raise ValueError("ordinal out of range")
    month = bisect.bisect_left(starts, ordinal)
    return (month, ordinal - starts[month - 1])

# --- implementation 4: datetime.strptime with the %j day-of-year directive ---
from datetime import datetime


def month_day_from_day_of_year(year, ordinal):
    parsed = datetime.strptime("%04d %d" % (year, ordinal), "%Y %j")
    if parsed.year != year:
        raise ValueError("ordinal beyond the end of the year")
    return (parsed.month, parsed.day)

# --- inputs ---
def random_input(rng):
    year = rng.choice([1900, 2000, 2023, 2024, 2100, rng.randint(1, 9999)])
    r = rng.random()
    if r < 0.1:
        ordinal = rng.choice([0, -1, 366, 367])
    elif r < 0.35:
        ordinal = rng.choice([1, 31, 32, 59, 60, 61, 365, 335, 334])
    else:
        ordinal = rng.randint(1, 365)
    return (year, ordinal)
