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
