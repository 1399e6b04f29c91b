# domain: date_time
# function: add_years_leap_safe
# query: Given a datetime.date d, add a (possibly negative) number of years; when the result would
#   be Feb 29 in a non-leap year, return Feb 28 instead. Raise ValueError if the resulting year
#   falls outside 1..9999.

import datetime

def add_years_leap_safe(d, years):
    year = d.year + years
    day = d.day
    if d.month == 2 and day == 29:
        is_leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        if not is_leap:
            day = 28
    return datetime.date(year, d.month, day)

# --- tests ---
import pytest

assert add_years_leap_safe(datetime.date(2024, 2, 29), 1) == datetime.date(2025, 2, 28)
assert add_years_leap_safe(datetime.date(2024, 2, 29), 4) == datetime.date(2028, 2, 29)
assert add_years_leap_safe(datetime.date(2000, 2, 29), 100) == datetime.date(2100, 2, 28)
assert add_years_leap_safe(datetime.date(1996, 2, 29), 4) == datetime.date(2000, 2, 29)
assert add_years_leap_safe(datetime.date(2024, 3, 15), -3) == datetime.date(2021, 3, 15)
assert add_years_leap_safe(datetime.date(2023, 2, 28), 1) == datetime.date(2024, 2, 28)
assert add_years_leap_safe(datetime.date(9998, 1, 1), 1) == datetime.date(9999, 1, 1)
assert add_years_leap_safe(datetime.date(2024, 1, 29), 1) == datetime.date(2025, 1, 29)
with pytest.raises(ValueError):
    add_years_leap_safe(datetime.date(9999, 1, 1), 1)
with pytest.raises(ValueError):
    add_years_leap_safe(datetime.date(1, 1, 1), -1)
