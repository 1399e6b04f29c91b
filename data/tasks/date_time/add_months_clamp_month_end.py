# domain: date_time
# function: add_months_clamp_month_end
# query: Given a datetime.date d, add a (possibly negative) number of months, clamping the day to
#   the last day of the target month when it does not exist (Jan 31 + 1 month -> Feb 28/29).

import calendar
import datetime

def add_months_clamp_month_end(d, months):
    index = d.year * 12 + (d.month - 1) + months
    year = index // 12
    month = index % 12 + 1
    last_day = calendar.monthrange(year, month)[1]
    day = d.day
    if day > last_day:
        day = last_day
    return datetime.date(year, month, day)

# --- tests ---
assert add_months_clamp_month_end(datetime.date(2024, 1, 15), 0) == datetime.date(2024, 1, 15)
assert add_months_clamp_month_end(datetime.date(2024, 1, 31), 1) == datetime.date(2024, 2, 29)
assert add_months_clamp_month_end(datetime.date(2023, 1, 31), 1) == datetime.date(2023, 2, 28)
assert add_months_clamp_month_end(datetime.date(2023, 11, 30), 2) == datetime.date(2024, 1, 30)
assert add_months_clamp_month_end(datetime.date(2024, 3, 31), -1) == datetime.date(2024, 2, 29)
assert add_months_clamp_month_end(datetime.date(2024, 1, 10), -1) == datetime.date(2023, 12, 10)
assert add_months_clamp_month_end(datetime.date(2023, 5, 31), 13) == datetime.date(2024, 6, 30)
assert add_months_clamp_month_end(datetime.date(2023, 12, 31), 12) == datetime.date(2024, 12, 31)
