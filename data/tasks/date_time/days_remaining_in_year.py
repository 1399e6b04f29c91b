# domain: date_time
# function: days_remaining_in_year
# query: Given a date as year, month and day, return how many days are left in the year after it;
#   December 31 gives 0 and January 1 gives 364 (365 in a leap year). Raise ValueError for a
#   date that does not exist, such as February 29 of a common year.

import datetime

def days_remaining_in_year(year, month, day):
    current = datetime.date(year, month, day)
    next_new_year = datetime.date(year + 1, 1, 1)
    return (next_new_year - current).days - 1

# --- tests ---
import pytest

assert days_remaining_in_year(2023, 12, 31) == 0
assert days_remaining_in_year(2023, 12, 30) == 1
assert days_remaining_in_year(2023, 1, 1) == 364
assert days_remaining_in_year(2024, 1, 1) == 365
assert days_remaining_in_year(2024, 3, 1) == 305
assert days_remaining_in_year(2023, 3, 1) == 305
assert days_remaining_in_year(2024, 2, 28) == 307
with pytest.raises(ValueError):
    days_remaining_in_year(2023, 2, 29)

# --- implementation 2: year length minus the day of the year ---
import calendar
import datetime


def days_remaining_in_year(year, month, day):
    day_of_year = datetime.date(year, month, day).timetuple().tm_yday
    year_length = 366 if calendar.isleap(year) else 365
    return year_length - day_of_year

# --- implementation 3: difference to December 31 of the same year ---
import datetime


def days_remaining_in_year(year, month, day):
    current = datetime.date(year, month, day)
    last = current.replace(month=12, day=31)
    return (last - current).days

# --- implementation 4: the rest of this month plus the lengths of the later months ---
import calendar

def days_remaining_in_year(year, month, day):
    if not 1 <= month <= 12:
        raise ValueError("month does not exist")
    length = calendar.monthrange(year, month)[1]
    if not 1 <= day <= length:
        raise ValueError("day does not exist")
    later = sum(calendar.monthrange(year, m)[1] for m in range(month + 1, 13))
    return length - day + later

# --- inputs ---
def random_input(rng):
    year = rng.choice([2023, 2024, 1900, 2000, rng.randint(1, 3000)])
    if rng.random() < 0.1:
        return (year, rng.choice([0, 13, 1, 12]), rng.choice([0, 32, 15]))
    return (year, rng.randint(1, 12), rng.choice([1, 28, 29, 30, 31, rng.randint(1, 28)]))
