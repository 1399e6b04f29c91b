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

# --- implementation 2: normalise the month with loops, then try days downwards until valid ---
import datetime


def add_months_clamp_month_end(d, months):
    year, month = d.year, d.month + months
    while month > 12:
        month -= 12
        year += 1
    while month < 1:
        month += 12
        year -= 1
    for day in range(d.day, 0, -1):
        try:
            return datetime.date(year, month, day)
        except ValueError:
            continue

# --- implementation 3: the month's last day as the day before the first of the next month ---
import datetime


def add_months_clamp_month_end(d, months):
    index = d.month - 1 + months
    year = d.year + index // 12
    month = index % 12 + 1
    first_of_next = datetime.date(year + month // 12, month % 12 + 1, 1)
    last_day = (first_of_next - datetime.timedelta(days=1)).day
    return datetime.date(year, month, min(d.day, last_day))

# --- inputs ---
import calendar
import datetime


def random_input(rng):
    year, month = rng.choice([2023, 2024, 2000, 1900]), rng.randint(1, 12)
    day = min(rng.choice([1, 15, 28, 29, 30, 31]), calendar.monthrange(year, month)[1])
    d = datetime.date(year, month, day)
    return (d, rng.choice([0, 1, -1, 2, 11, 12, 13, -13, -25, rng.randint(-40, 40)]))
