# domain: date_time
# function: week_row_in_month
# query: Given a date as year, month, day, return which calendar week row (1-based) of its month it
#   falls in, where weeks start on Monday and the row containing the 1st is week 1 (so a month can
#   have up to 6 rows). Raise ValueError for an invalid date.

import datetime

def week_row_in_month(year, month, day):
    target = datetime.date(year, month, day)
    first_weekday = target.replace(day=1).weekday()
    offset = day - 1 + first_weekday
    return offset // 7 + 1

# --- tests ---
import pytest

assert week_row_in_month(2024, 4, 1) == 1
assert week_row_in_month(2024, 4, 7) == 1
assert week_row_in_month(2024, 4, 8) == 2
assert week_row_in_month(2024, 9, 1) == 1
assert week_row_in_month(2024, 9, 2) == 2
assert week_row_in_month(2024, 9, 30) == 6
assert week_row_in_month(2024, 2, 29) == 5
assert week_row_in_month(2024, 6, 3) == 2
with pytest.raises(ValueError):
    week_row_in_month(2024, 2, 30)
