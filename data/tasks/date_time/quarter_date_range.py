# domain: date_time
# function: quarter_date_range
# query: For a given year, return the first and last datetime.date of calendar quarter q (1-4) as a
#   tuple, e.g. Q1 2024 -> (2024-01-01, 2024-03-31). Raise ValueError for q outside 1..4.

import calendar
import datetime

def quarter_date_range(year, q):
    first_month = 3 * (q - 1) + 1
    last_month = first_month + 2
    last_day = calendar.monthrange(year, last_month)[1]
    return (datetime.date(year, first_month, 1), datetime.date(year, last_month, last_day))

# --- tests ---
import pytest

assert quarter_date_range(2024, 1) == (datetime.date(2024, 1, 1), datetime.date(2024, 3, 31))
assert quarter_date_range(2024, 2) == (datetime.date(2024, 4, 1), datetime.date(2024, 6, 30))
assert quarter_date_range(2024, 3) == (datetime.date(2024, 7, 1), datetime.date(2024, 9, 30))
assert quarter_date_range(2024, 4) == (datetime.date(2024, 10, 1), datetime.date(2024, 12, 31))
assert quarter_date_range(2023, 1) == (datetime.date(2023, 1, 1), datetime.date(2023, 3, 31))
with pytest.raises(ValueError):
    quarter_date_range(2024, 0)
with pytest.raises(ValueError):
    quarter_date_range(2024, 5)
