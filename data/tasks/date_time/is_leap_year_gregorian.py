# domain: date_time
# function: is_leap_year_gregorian
# query: Check whether a year is a leap year in the Gregorian calendar (divisible by 4, except
#   century years that are not divisible by 400). Raise ValueError for years below 1.

def is_leap_year_gregorian(year):
    if year < 1:
        raise ValueError("year must be >= 1")
    if year % 400 == 0:
        return True
    if year % 100 == 0:
        return False
    return year % 4 == 0

# --- tests ---
import pytest

assert is_leap_year_gregorian(2024) is True
assert is_leap_year_gregorian(2023) is False
assert is_leap_year_gregorian(1900) is False
assert is_leap_year_gregorian(2000) is True
assert is_leap_year_gregorian(1) is False
assert is_leap_year_gregorian(4) is True
assert is_leap_year_gregorian(2100) is False
with pytest.raises(ValueError):
    is_leap_year_gregorian(0)

# --- implementation 2: one boolean expression of the three divisibility rules ---
def is_leap_year_gregorian(year):
    if year <= 0:
        raise ValueError("year must be positive")
    divisible_by_4 = year % 4 == 0
    century = year % 100 == 0
    return divisible_by_4 and (not century or year % 400 == 0)

# --- implementation 3: asks whether February has a 29th day ---
import datetime


def is_leap_year_gregorian(year):
    if year < 1:
        raise ValueError("invalid year")
    last_of_february = datetime.date(year, 3, 1) - datetime.timedelta(days=1)
    return last_of_february.day == 29

# --- implementation 4: the standard library's calendar.isleap ---
import calendar


def is_leap_year_gregorian(year):
    if year < 1:
        raise ValueError("year must be at least 1")
    return calendar.isleap(year)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.07:
        return (rng.choice([0, -4, -100, -400]),)
    if r < 0.4:
        return (rng.choice([1, 4, 100, 200, 400, 1600, 1700, 1900, 2000, 2100, 2400, 2023, 2024]),)
    return (rng.randint(1, 9999),)
