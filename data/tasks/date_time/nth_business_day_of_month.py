# domain: date_time
# function: nth_business_day_of_month
# query: For a given year and month, return the datetime.date of the n-th business day
#   (Monday-Friday, 1-based) of the month, skipping dates in holidays (default (), none). Raise
#   ValueError if n < 1 or the month has fewer business days.

import calendar
import datetime

def nth_business_day_of_month(year, month, n, holidays=()):
    blocked = set(holidays)
    seen = 0
    for day in range(1, calendar.monthrange(year, month)[1] + 1):
        d = datetime.date(year, month, day)
        if d.weekday() < 5 and d not in blocked:
            seen += 1
            if seen == n:
                return d
    raise ValueError("month has fewer business days")

# --- tests ---
import pytest

assert nth_business_day_of_month(2024, 6, 1) == datetime.date(2024, 6, 3)
assert nth_business_day_of_month(2024, 3, 1) == datetime.date(2024, 3, 1)
assert nth_business_day_of_month(2024, 3, 2) == datetime.date(2024, 3, 4)
assert nth_business_day_of_month(2024, 3, 21) == datetime.date(2024, 3, 29)
assert nth_business_day_of_month(2024, 5, 23) == datetime.date(2024, 5, 31)
assert nth_business_day_of_month(2024, 1, 1, [datetime.date(2024, 1, 1)]) == datetime.date(2024, 1, 2)
assert nth_business_day_of_month(2024, 1, 3, [datetime.date(2024, 1, 2)]) == datetime.date(2024, 1, 4)
with pytest.raises(ValueError):
    nth_business_day_of_month(2024, 3, 22)
with pytest.raises(ValueError):
    nth_business_day_of_month(2024, 3, 0)
