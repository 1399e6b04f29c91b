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

# --- implementation 2: step back off a weekend, jump whole weeks, then walk the remainder ---
import datetime


def add_business_days_skip_weekends(start, n):
    if n == 0:
        return start
    step = 1 if n > 0 else -1
    current = start
    while current.weekday() >= 5:
        current -= datetime.timedelta(days=step)
    weeks, rest = divmod(abs(n), 5)
    current += datetime.timedelta(days=7 * weeks * step)
    while rest:
        current += datetime.timedelta(days=step)
        if current.weekday() < 5:
            rest -= 1
    return current

# --- implementation 3: a lazy stream of following (or preceding) weekdays, take the n-th ---
import datetime
from itertools import count, islice


def add_business_days_skip_weekends(start, n):
    if n == 0:
        return start
    step = 1 if n > 0 else -1
    days = (start + datetime.timedelta(days=step * k) for k in count(1))
    weekdays = (d for d in days if d.weekday() < 5)
    return next(islice(weekdays, abs(n) - 1, None))

# --- inputs ---
import datetime


def random_input(rng):
    start = datetime.date(2024, 1, 1) + datetime.timedelta(days=rng.randint(0, 400))
    return (start, rng.choice([0, 1, -1, rng.randint(-15, 15), 5, -5, 10]))
