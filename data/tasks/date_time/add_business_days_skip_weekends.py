# domain: date_time
# function: add_business_days_skip_weekends
# query: Starting from start, a datetime.date, move n business days (Monday-Friday), skipping
#   Saturdays and Sundays; a negative n moves backwards and n = 0 returns the date unchanged.
#   Return the resulting date.

import datetime

def add_business_days_skip_weekends(start, n):
    step = 1 if n >= 0 else -1
    remaining = abs(n)
    current = start
    while remaining > 0:
        current += datetime.timedelta(days=step)
        if current.weekday() < 5:
            remaining -= 1
    return current

# --- tests ---

assert add_business_days_skip_weekends(datetime.date(2024, 3, 4), 0) == datetime.date(2024, 3, 4)
assert add_business_days_skip_weekends(datetime.date(2024, 3, 4), 1) == datetime.date(2024, 3, 5)
assert add_business_days_skip_weekends(datetime.date(2024, 3, 8), 1) == datetime.date(2024, 3, 11)
assert add_business_days_skip_weekends(datetime.date(2024, 3, 4), 5) == datetime.date(2024, 3, 11)
assert add_business_days_skip_weekends(datetime.date(2024, 3, 9), 1) == datetime.date(2024, 3, 11)
assert add_business_days_skip_weekends(datetime.date(2024, 3, 11), -1) == datetime.date(2024, 3, 8)
assert add_business_days_skip_weekends(datetime.date(2024, 3, 6), -3) == datetime.date(2024, 3, 1)
assert add_business_days_skip_weekends(datetime.date(2024, 3, 7), 2) == datetime.date(2024, 3, 11)
