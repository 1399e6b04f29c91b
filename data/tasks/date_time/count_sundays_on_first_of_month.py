# domain: date_time
# function: count_sundays_on_first_of_month
# query: Count how many months between start_year and end_year (inclusive) begin on a Sunday.
#   Return 0 if start_year is after end_year.

import datetime

def count_sundays_on_first_of_month(start_year, end_year):
    count = 0
    for year in range(start_year, end_year + 1):
        for month in range(1, 13):
            if datetime.date(year, month, 1).weekday() == 6:
                count += 1
    return count

# --- tests ---
assert count_sundays_on_first_of_month(1901, 2000) == 171
assert count_sundays_on_first_of_month(2024, 2024) == 2
assert count_sundays_on_first_of_month(2023, 2023) == 2
assert count_sundays_on_first_of_month(2020, 2020) == 2
assert count_sundays_on_first_of_month(2025, 2024) == 0
assert count_sundays_on_first_of_month(2023, 2024) == 4
assert count_sundays_on_first_of_month(2026, 2026) == 3
assert count_sundays_on_first_of_month(2019, 2019) == 2

# --- implementation 2: calendar.weekday of every first of a month ---
import calendar


def count_sundays_on_first_of_month(start_year, end_year):
    return sum(
        1
        for year in range(start_year, end_year + 1)
        for month in range(1, 13)
        if calendar.weekday(year, month, 1) == calendar.SUNDAY
    )

# --- implementation 3: carry the weekday of the 1st forward by each month's length ---
import calendar
import datetime


def count_sundays_on_first_of_month(start_year, end_year):
    if start_year > end_year:
        return 0
    weekday = datetime.date(start_year, 1, 1).weekday()
    sundays = 0
    for year in range(start_year, end_year + 1):
        for month in range(1, 13):
            sundays += weekday == 6
            weekday = (weekday + calendar.monthrange(year, month)[1]) % 7
    return sundays

# --- implementation 4: a month starts on Sunday when its first calendar week has 1 in the Sunday column ---
import calendar


def count_sundays_on_first_of_month(start_year, end_year):
    count = 0
    for year in range(start_year, end_year + 1):
        for month in range(1, 13):
            first_week = calendar.monthcalendar(year, month)[0]
            count += first_week[calendar.SUNDAY] == 1
    return count

# --- inputs ---
def random_input(rng):
    start = rng.randint(1900, 2100)
    return (start, start + rng.choice([0, 1, -1, 2, 6, rng.randint(-3, 8)]))
