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
