# domain: date_time
# function: quarter_date_range
# query: For a given year, return the first and last datetime.date of calendar quarter q (1-4) as a
#   tuple, e.g. Q1 2024 -> (2024-01-01, 2024-03-31). Raise ValueError for q outside 1..4.

import calendar
import datetime

def quarter_date_range(year, q):
    first_month = 3 * (q - 1) + 1
    last_month = first_month + 2
    last_day = calendar.monthrange(year, last_month)[1]
    return (datetime.date(year, first_month, 1), datetime.date(year, last_month, last_day))

# --- tests ---
import pytest

assert quarter_date_range(2024, 1) == (datetime.date(2024, 1, 1), datetime.date(2024, 3, 31))
assert quarter_date_range(2024, 2) == (datetime.date(2024, 4, 1), datetime.date(2024, 6, 30))
assert quarter_date_range(2024, 3) == (datetime.date(2024, 7, 1), datetime.date(2024, 9, 30))
assert quarter_date_range(2024, 4) == (datetime.date(2024, 10, 1), datetime.date(2024, 12, 31))
assert quarter_date_range(2023, 1) == (datetime.date(2023, 1, 1), datetime.date(2023, 3, 31))
with pytest.raises(ValueError):
    quarter_date_range(2024, 0)
with pytest.raises(ValueError):
    quarter_date_range(2024, 5)

# --- implementation 2: the quarter's start, and the day before the next quarter's start ---
import datetime


def quarter_date_range(year, q):
    if q not in (1, 2, 3, 4):
        raise ValueError("q must be 1..4")
    start = datetime.date(year, 3 * q - 2, 1)
    after = datetime.date(year + 1, 1, 1) if q == 4 else datetime.date(year, 3 * q + 1, 1)
    return (start, after - datetime.timedelta(days=1))

# --- implementation 3: a table of the quarters' first and last (month, day) ---
import datetime

BOUNDS = {1: ((1, 1), (3, 31)), 2: ((4, 1), (6, 30)), 3: ((7, 1), (9, 30)), 4: ((10, 1), (12, 31))}


def quarter_date_range(year, q):
    if q not in BOUNDS:
        raise ValueError("invalid quarter")
    (m1, d1), (m2, d2) = BOUNDS[q]
    return (datetime.date(year, m1, d1), datetime.date(year, m2, d2))

# --- inputs ---
def random_input(rng):
    return (rng.randint(1900, 2100), rng.randint(1, 4))
