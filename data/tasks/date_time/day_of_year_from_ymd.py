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
