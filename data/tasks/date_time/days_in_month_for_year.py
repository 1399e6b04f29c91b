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
