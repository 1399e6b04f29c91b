# domain: date_time
# function: monthly_recurrence_dates
# query: From start, a datetime.date, generate count monthly occurrences of an event, keeping the
#   original day of month where possible and clamping to the month's last day otherwise (Jan 31
#   -> Feb 29 -> Mar 31 -> Apr 30, not drifting). Raise ValueError for a negative count.

import calendar
import datetime

def monthly_recurrence_dates(start, count):
    if count < 0:
        raise ValueError("count must be non-negative")
    dates = []
    for k in range(count):
        year, month_index = divmod(start.month - 1 + k, 12)
        year += start.year
        last = calendar.monthrange(year, month_index + 1)[1]
        dates.append(datetime.date(year, month_index + 1, min(start.day, last)))
    return dates

# --- tests ---
import pytest

assert monthly_recurrence_dates(datetime.date(2024, 1, 31), 0) == []
assert monthly_recurrence_dates(datetime.date(2024, 1, 31), 1) == [datetime.date(2024, 1, 31)]
assert monthly_recurrence_dates(datetime.date(2024, 1, 31), 4) == [datetime.date(2024, 1, 31), datetime.date(2024, 2, 29), datetime.date(2024, 3, 31), datetime.date(2024, 4, 30)]
assert monthly_recurrence_dates(datetime.date(2023, 11, 15), 3) == [datetime.date(2023, 11, 15), datetime.date(2023, 12, 15), datetime.date(2024, 1, 15)]
assert monthly_recurrence_dates(datetime.date(2023, 12, 30), 3) == [datetime.date(2023, 12, 30), datetime.date(2024, 1, 30), datetime.date(2024, 2, 29)]
assert monthly_recurrence_dates(datetime.date(2023, 1, 29), 2)[-1] == datetime.date(2023, 2, 28)
assert len(monthly_recurrence_dates(datetime.date(2020, 5, 5), 25)) == 25
assert monthly_recurrence_dates(datetime.date(2020, 5, 5), 25)[-1] == datetime.date(2022, 5, 5)
with pytest.raises(ValueError):
    monthly_recurrence_dates(datetime.date(2024, 1, 1), -1)
