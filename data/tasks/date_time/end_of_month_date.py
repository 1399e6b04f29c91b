# domain: date_time
# function: end_of_month_date
# query: Return the datetime.date of the last day of the month that a given datetime.date d falls in
#   (e.g. 2024-02-10 -> 2024-02-29), handling December and leap years.

import datetime

def end_of_month_date(d):
    if d.month == 12:
        first_of_next = datetime.date(d.year + 1, 1, 1)
    else:
        first_of_next = datetime.date(d.year, d.month + 1, 1)
    return first_of_next - datetime.timedelta(days=1)

# --- tests ---
assert end_of_month_date(datetime.date(2024, 2, 10)) == datetime.date(2024, 2, 29)
assert end_of_month_date(datetime.date(2023, 2, 1)) == datetime.date(2023, 2, 28)
assert end_of_month_date(datetime.date(2024, 12, 5)) == datetime.date(2024, 12, 31)
assert end_of_month_date(datetime.date(2024, 11, 30)) == datetime.date(2024, 11, 30)
assert end_of_month_date(datetime.date(2024, 1, 31)) == datetime.date(2024, 1, 31)
assert end_of_month_date(datetime.date(2024, 4, 1)) == datetime.date(2024, 4, 30)
assert end_of_month_date(datetime.date(1900, 2, 14)) == datetime.date(1900, 2, 28)

# --- implementation 2: calendar.monthrange gives the month's length ---
import calendar
import datetime


def end_of_month_date(d):
    days_in_month = calendar.monthrange(d.year, d.month)[1]
    return datetime.date(d.year, d.month, days_in_month)

# --- implementation 3: steps forward from day 28 while the next day stays in the month ---
import datetime


def end_of_month_date(d):
    day = d.replace(day=28)
    while (day + datetime.timedelta(days=1)).month == d.month:
        day += datetime.timedelta(days=1)
    return day

# --- implementation 4: the largest day number calendar.Calendar yields for the month ---
import calendar
import datetime


def end_of_month_date(d):
    last = max(calendar.Calendar().itermonthdays(d.year, d.month))
    return d.replace(day=last)

# --- inputs ---
import datetime


def random_input(rng):
    year = rng.choice([1900, 2000, 2023, 2024, 2100, rng.randint(1, 9998)])
    month = rng.randint(1, 12)
    if rng.random() < 0.3:
        month = rng.choice([2, 12, 1])
    day = rng.choice([1, 28, rng.randint(1, 28)])
    return (datetime.date(year, month, day),)
