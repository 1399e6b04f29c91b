# domain: date_time
# function: count_friday_13ths_in_year
# query: Count how many months of a given year have their 13th day fall on a Friday (always
#   between 1 and 3).

import datetime

def count_friday_13ths_in_year(year):
    count = 0
    for month in range(1, 13):
        if datetime.date(year, month, 13).weekday() == 4:
            count += 1
    return count

# --- tests ---
assert count_friday_13ths_in_year(2015) == 3
assert count_friday_13ths_in_year(2023) == 2
assert count_friday_13ths_in_year(2024) == 2
assert count_friday_13ths_in_year(2022) == 1
assert count_friday_13ths_in_year(2026) == 3
assert count_friday_13ths_in_year(2021) == 1
assert count_friday_13ths_in_year(2019) == 2

# --- implementation 2: calendar.weekday for the 13th of each month ---
import calendar


def count_friday_13ths_in_year(year):
    count = 0
    for month in range(1, 13):
        count += calendar.weekday(year, month, 13) == calendar.FRIDAY
    return count

# --- implementation 3: advance the weekday of the 13th by each month's length ---
import calendar
import datetime


def count_friday_13ths_in_year(year):
    weekday = datetime.date(year, 1, 13).weekday()
    count = 0
    for month in range(1, 13):
        if weekday == 4:
            count += 1
        weekday = (weekday + calendar.monthrange(year, month)[1]) % 7
    return count

# --- implementation 4: look for 13 in the Friday column of each month's calendar ---
import calendar


def count_friday_13ths_in_year(year):
    count = 0
    for month in range(1, 13):
        for week in calendar.monthcalendar(year, month):
            if week[calendar.FRIDAY] == 13:
                count += 1
    return count

# --- inputs ---
def random_input(rng):
    return (rng.randint(1, 9999),)
