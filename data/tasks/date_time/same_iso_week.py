# domain: date_time
# function: same_iso_week
# query: Return True when two datetime.date values a and b fall in the same ISO 8601 week (same ISO
#   year and week number), e.g. 2024-12-30 and 2025-01-05 are both in 2025-W01.

import datetime

def same_iso_week(a, b):
    monday_a = a.toordinal() - a.weekday()
    monday_b = b.toordinal() - b.weekday()
    return monday_a == monday_b

# --- tests ---
assert same_iso_week(datetime.date(2024, 3, 4), datetime.date(2024, 3, 10)) is True
assert same_iso_week(datetime.date(2024, 3, 10), datetime.date(2024, 3, 11)) is False
assert same_iso_week(datetime.date(2024, 12, 30), datetime.date(2025, 1, 5)) is True
assert same_iso_week(datetime.date(2025, 1, 5), datetime.date(2025, 1, 6)) is False
assert same_iso_week(datetime.date(2024, 3, 4), datetime.date(2025, 3, 3)) is False
assert same_iso_week(datetime.date(2021, 1, 3), datetime.date(2020, 12, 28)) is True
assert same_iso_week(datetime.date(2024, 6, 5), datetime.date(2024, 6, 5)) is True

# --- implementation 2: compares the ISO (year, week) pairs ---
import datetime


def same_iso_week(a, b):
    year_a, week_a, _ = a.isocalendar()
    year_b, week_b, _ = b.isocalendar()
    return (year_a, week_a) == (year_b, week_b)

# --- implementation 3: fewer than seven days apart with the later date not earlier in the week ---
import datetime


def same_iso_week(a, b):
    early, late = sorted((a, b))
    gap = (late - early).days
    return gap < 7 and late.weekday() >= early.weekday()

# --- inputs ---
import datetime


def random_input(rng):
    a = datetime.date(2020, 12, 20) + datetime.timedelta(days=rng.randint(0, 1500))
    b = a + datetime.timedelta(days=rng.choice([0, 1, -1, 6, -6, 7, -7, 364, rng.randint(-10, 10)]))
    return (a, b)
