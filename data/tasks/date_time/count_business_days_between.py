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

# --- implementation 2: five per whole week, the leftover days checked, weekday holidays subtracted ---
import datetime


def count_business_days_between(start, end, holidays=()):
    if end <= start:
        return 0
    weeks, extra = divmod((end - start).days, 7)
    count = weeks * 5
    for i in range(extra):
        if (start + datetime.timedelta(days=weeks * 7 + i)).weekday() < 5:
            count += 1
    skipped = {h for h in holidays if start <= h < end and h.weekday() < 5}
    return count - len(skipped)

# --- implementation 3: generate the days of the range and count the qualifying ones ---
import datetime


def count_business_days_between(start, end, holidays=()):
    blocked = set(holidays)
    days = (start + datetime.timedelta(days=k) for k in range((end - start).days))
    return sum(1 for d in days if d.weekday() < 5 and d not in blocked)

# --- inputs ---
import datetime


def random_input(rng):
    start = datetime.date(2024, 3, 1) + datetime.timedelta(days=rng.randint(0, 30))
    end = start + datetime.timedelta(days=rng.choice([0, 1, -3, 7, 14, rng.randint(-5, 40)]))
    if rng.random() < 0.4:
        return (start, end)
    holidays = [start + datetime.timedelta(days=rng.randint(-3, 30)) for _ in range(rng.randint(0, 4))]
    return (start, end, holidays)
