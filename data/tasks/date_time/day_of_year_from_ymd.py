# domain: date_time
# function: day_of_year_from_ymd
# query: Convert a year, month and day into the ordinal day of the year (January 1st is day 1),
#   handling leap years. Raise ValueError if the date does not exist.

def day_of_year_from_ymd(year, month, day):
    lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if (year % 4 == 0 and year % 100 != 0) or year % 400 == 0:
        lengths[1] = 29
    if month < 1 or month > 12:
        raise ValueError("bad month")
    if day < 1 or day > lengths[month - 1]:
        raise ValueError("bad day")
    total = day
    for m in range(month - 1):
        total += lengths[m]
    return total

# --- tests ---
import pytest

assert day_of_year_from_ymd(2023, 1, 1) == 1
assert day_of_year_from_ymd(2023, 12, 31) == 365
assert day_of_year_from_ymd(2024, 12, 31) == 366
assert day_of_year_from_ymd(2024, 3, 1) == 61
assert day_of_year_from_ymd(2023, 3, 1) == 60
assert day_of_year_from_ymd(1900, 3, 1) == 60
assert day_of_year_from_ymd(2024, 2, 29) == 60
with pytest.raises(ValueError):
    day_of_year_from_ymd(2023, 2, 29)
with pytest.raises(ValueError):
    day_of_year_from_ymd(2023, 13, 1)
with pytest.raises(ValueError):
    day_of_year_from_ymd(2023, 5, 0)

# --- implementation 2: datetime.date validates, ordinal difference from January 1st ---
import datetime


def day_of_year_from_ymd(year, month, day):
    current = datetime.date(year, month, day)
    new_year = datetime.date(year, 1, 1)
    return current.toordinal() - new_year.toordinal() + 1

# --- implementation 3: cumulative days before each month plus a leap day after February ---
import calendar

CUMULATIVE = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]


def day_of_year_from_ymd(year, month, day):
    if not 1 <= month <= 12:
        raise ValueError("month must be 1..12")
    if not 1 <= day <= calendar.monthrange(year, month)[1]:
        raise ValueError("day does not exist in that month")
    extra = 1 if month > 2 and calendar.isleap(year) else 0
    return CUMULATIVE[month - 1] + day + extra

# --- implementation 4: add up calendar.monthrange lengths of the earlier months ---
import calendar


def day_of_year_from_ymd(year, month, day):
    if month < 1 or month > 12:
        raise ValueError("month out of range")
    if day < 1 or day > calendar.monthrange(year, month)[1]:
        raise ValueError("day out of range")
    return day + sum(calendar.monthrange(year, m)[1] for m in range(1, month))

# --- inputs ---
def random_input(rng):
    year = rng.choice([1900, 2000, 2023, 2024, rng.randint(1, 9999)])
    return (year, rng.choice([0, 13, 1, 2, 3, 12, rng.randint(1, 12)]), rng.choice([0, 1, 28, 29, 30, 31, 32, rng.randint(1, 31)]))
