# domain: date_time
# function: days_in_month_for_year
# query: For a given year and month (1-12), how many days are in that month, taking leap years into
#   account for February? Raise ValueError when the month is outside 1..12.

def days_in_month_for_year(year, month):
    if month < 1 or month > 12:
        raise ValueError("month must be 1..12")
    if month == 2:
        leap = (year % 4 == 0 and year % 100 != 0) or year % 400 == 0
        return 29 if leap else 28
    if month in (4, 6, 9, 11):
        return 30
    return 31

# --- tests ---
import pytest

assert days_in_month_for_year(2023, 1) == 31
assert days_in_month_for_year(2023, 2) == 28
assert days_in_month_for_year(2024, 2) == 29
assert days_in_month_for_year(1900, 2) == 28
assert days_in_month_for_year(2000, 2) == 29
assert days_in_month_for_year(2023, 4) == 30
assert days_in_month_for_year(2023, 12) == 31
with pytest.raises(ValueError):
    days_in_month_for_year(2023, 0)
with pytest.raises(ValueError):
    days_in_month_for_year(2023, 13)

# --- implementation 2: calendar.monthrange ---
import calendar


def days_in_month_for_year(year, month):
    if not 1 <= month <= 12:
        raise ValueError("month out of range")
    _, length = calendar.monthrange(year, month)
    return length

# --- implementation 3: a month-length table with February adjusted by calendar.isleap ---
import calendar


def days_in_month_for_year(year, month):
    lengths = [31, 28 + calendar.isleap(year), 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if month not in range(1, 13):
        raise ValueError("month must be between 1 and 12")
    return lengths[month - 1]

# --- implementation 4: the distance from this month's first day to the next month's ---
import datetime


def days_in_month_for_year(year, month):
    if month not in range(1, 13):
        raise ValueError("invalid month")
    start = datetime.date(year, month, 1)
    following = datetime.date(year + month // 12, month % 12 + 1, 1)
    return (following - start).days

# --- inputs ---
def random_input(rng):
    return (rng.choice([1900, 2000, 2023, 2024, 2100, rng.randint(1, 3000)]), rng.choice([0, 13, 2, 2, rng.randint(1, 12)]))
