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

# --- implementation 2: steps back a day at a time until the first weekday is reached ---
import datetime


def start_of_week_date(d, first_weekday=0):
    if first_weekday not in range(7):
        raise ValueError("first_weekday out of range")
    day = d
    while day.weekday() != first_weekday:
        day -= datetime.timedelta(days=1)
    return day

# --- implementation 3: ordinal arithmetic, ordinal 1 being a Monday ---
import datetime


def start_of_week_date(d, first_weekday=0):
    if not 0 <= first_weekday <= 6:
        raise ValueError("bad first_weekday")
    ordinal = d.toordinal()
    back = (ordinal - 1 - first_weekday) % 7
    return datetime.date.fromordinal(ordinal - back)

# --- inputs ---
import datetime


def random_input(rng):
    d = datetime.date(2023, 12, 20) + datetime.timedelta(days=rng.randint(0, 500))
    first = rng.randint(0, 6)
    if rng.random() < 0.08:
        first = rng.choice([-1, 7])
    if rng.random() < 0.3:
        return (d,)
    return (d, first)
