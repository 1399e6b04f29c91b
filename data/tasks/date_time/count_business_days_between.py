# domain: date_time
# function: count_business_days_between
# query: Count the weekdays (Monday-Friday) in the half-open range [start, end) of two datetime.date
#   values, excluding any dates listed in holidays (default (), no holidays). Return 0 when end
#   is not after start.

import datetime

def count_business_days_between(start, end, holidays=()):
    blocked = set(holidays)
    count = 0
    current = start
    while current < end:
        if current.weekday() < 5 and current not in blocked:
            count += 1
        current += datetime.timedelta(days=1)
    return count

# --- tests ---

assert count_business_days_between(datetime.date(2024, 3, 4), datetime.date(2024, 3, 4)) == 0
assert count_business_days_between(datetime.date(2024, 3, 4), datetime.date(2024, 3, 5)) == 1
assert count_business_days_between(datetime.date(2024, 3, 4), datetime.date(2024, 3, 11)) == 5
assert count_business_days_between(datetime.date(2024, 3, 9), datetime.date(2024, 3, 11)) == 0
assert count_business_days_between(datetime.date(2024, 3, 8), datetime.date(2024, 3, 12)) == 2
assert count_business_days_between(datetime.date(2024, 3, 11), datetime.date(2024, 3, 4)) == 0
assert count_business_days_between(datetime.date(2024, 3, 4), datetime.date(2024, 3, 11), [datetime.date(2024, 3, 6)]) == 4
assert count_business_days_between(datetime.date(2024, 3, 4), datetime.date(2024, 3, 11), [datetime.date(2024, 3, 9)]) == 5
