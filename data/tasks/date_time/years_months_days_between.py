# domain: date_time
# function: years_months_days_between
# query: Return the calendar difference from start to end, two datetime.date values, as (years,
#   months, days), counting whole years, then whole months (clamping to month ends, so Jan 31 +
#   1 month is the last day of February), then remaining days. Raise ValueError if end is
#   earlier than start.

import calendar
import datetime

def years_months_days_between(start, end):
    if end < start:
        raise ValueError("end precedes start")
    months = (end.year - start.year) * 12 + end.month - start.month
    if end.day < start.day:
        months -= 1
    year, month_index = divmod(start.year * 12 + start.month - 1 + months, 12)
    day = min(start.day, calendar.monthrange(year, month_index + 1)[1])
    anchor = datetime.date(year, month_index + 1, day)
    return (months // 12, months % 12, (end - anchor).days)

# --- tests ---
import pytest

assert years_months_days_between(datetime.date(2020, 1, 1), datetime.date(2020, 1, 1)) == (0, 0, 0)
assert years_months_days_between(datetime.date(2020, 1, 15), datetime.date(2024, 3, 20)) == (4, 2, 5)
assert years_months_days_between(datetime.date(2020, 1, 31), datetime.date(2020, 3, 1)) == (0, 1, 1)
assert years_months_days_between(datetime.date(2023, 1, 31), datetime.date(2023, 3, 1)) == (0, 1, 1)
assert years_months_days_between(datetime.date(2020, 5, 20), datetime.date(2021, 3, 10)) == (0, 9, 18)
assert years_months_days_between(datetime.date(2019, 12, 25), datetime.date(2020, 1, 5)) == (0, 0, 11)
assert years_months_days_between(datetime.date(2000, 2, 29), datetime.date(2024, 2, 28)) == (23, 11, 30)
assert years_months_days_between(datetime.date(2020, 3, 31), datetime.date(2020, 4, 30)) == (0, 0, 30)
with pytest.raises(ValueError):
    years_months_days_between(datetime.date(2020, 1, 2), datetime.date(2020, 1, 1))
