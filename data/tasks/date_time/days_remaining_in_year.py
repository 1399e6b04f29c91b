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
