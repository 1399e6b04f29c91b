# domain: date_time
# function: full_weeks_between_dates
# query: Return the number of complete 7-day weeks between two datetime.date values a and b,
#   regardless of their order (e.g. 13 days apart -> 1, 14 days -> 2).

import datetime

def full_weeks_between_dates(a, b):
    days = (b - a).days
    if days < 0:
        days = -days
    return days // 7

# --- tests ---
assert full_weeks_between_dates(datetime.date(2024, 1, 1), datetime.date(2024, 1, 1)) == 0
assert full_weeks_between_dates(datetime.date(2024, 1, 2), datetime.date(2024, 1, 1)) == 0
assert full_weeks_between_dates(datetime.date(2024, 1, 1), datetime.date(2024, 1, 8)) == 1
assert full_weeks_between_dates(datetime.date(2024, 1, 1), datetime.date(2024, 1, 14)) == 1
assert full_weeks_between_dates(datetime.date(2024, 1, 1), datetime.date(2024, 1, 15)) == 2
assert full_weeks_between_dates(datetime.date(2024, 1, 15), datetime.date(2024, 1, 1)) == 2
assert full_weeks_between_dates(datetime.date(2024, 1, 8), datetime.date(2024, 1, 1)) == 1
assert full_weeks_between_dates(datetime.date(2023, 12, 1), datetime.date(2024, 3, 1)) == 13

# --- implementation 2: floor-divides the absolute timedelta by one week ---
import datetime


def full_weeks_between_dates(a, b):
    gap = abs(b - a)
    week = datetime.timedelta(weeks=1)
    return gap // week

# --- implementation 3: proleptic ordinals, ordered with min/max ---
import datetime


def full_weeks_between_dates(a, b):
    early, late = min(a, b), max(a, b)
    span = late.toordinal() - early.toordinal()
    weeks, _ = divmod(span, 7)
    return weeks

# --- inputs ---
import datetime


def random_input(rng):
    a = datetime.date(2024, 1, 1) + datetime.timedelta(days=rng.randint(-800, 800))
    delta = rng.choice([0, 1, 6, 7, 8, 13, 14, 15, rng.randint(0, 400)])
    if rng.random() < 0.5:
        delta = -delta
    return (a, a + datetime.timedelta(days=delta))
