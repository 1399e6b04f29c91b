# domain: date_time
# function: start_of_week_date
# query: Return the datetime.date on which the week containing a given date d starts, where weeks
#   start on first_weekday (0=Monday default, 6=Sunday for US-style weeks). Raise ValueError
#   for a first_weekday outside 0..6.

import datetime

def start_of_week_date(d, first_weekday=0):
    if first_weekday < 0 or first_weekday > 6:
        raise ValueError("first_weekday must be 0..6")
    offset = (d.weekday() - first_weekday) % 7
    return d - datetime.timedelta(days=offset)

# --- tests ---
import pytest

assert start_of_week_date(datetime.date(2024, 3, 4)) == datetime.date(2024, 3, 4)
assert start_of_week_date(datetime.date(2024, 3, 10)) == datetime.date(2024, 3, 4)
assert start_of_week_date(datetime.date(2023, 1, 1)) == datetime.date(2022, 12, 26)
assert start_of_week_date(datetime.date(2024, 3, 10), 6) == datetime.date(2024, 3, 10)
assert start_of_week_date(datetime.date(2024, 3, 9), 6) == datetime.date(2024, 3, 3)
assert start_of_week_date(datetime.date(2024, 3, 6), 3) == datetime.date(2024, 2, 29)
assert start_of_week_date(datetime.date(2024, 3, 7), 3) == datetime.date(2024, 3, 7)
with pytest.raises(ValueError):
    start_of_week_date(datetime.date(2024, 3, 7), 7)
with pytest.raises(ValueError):
    start_of_week_date(datetime.date(2024, 3, 7), -1)
