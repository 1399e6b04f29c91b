# domain: date_time
# function: us_week_number_sunday_start
# query: Return the US-style week number of a date given as year, month and day (like strftime
#   '%U'): weeks start on Sunday and all days before the year's first Sunday are in week 0.

import datetime

def us_week_number_sunday_start(year, month, day):
    d = datetime.date(year, month, day)
    day_of_year = d.timetuple().tm_yday
    sunday_based_weekday = (d.weekday() + 1) % 7
    return (day_of_year + 6 - sunday_based_weekday) // 7

# --- tests ---
assert us_week_number_sunday_start(2024, 1, 1) == 0
assert us_week_number_sunday_start(2024, 1, 6) == 0
assert us_week_number_sunday_start(2024, 1, 7) == 1
assert us_week_number_sunday_start(2023, 1, 1) == 1
assert us_week_number_sunday_start(2023, 12, 31) == 53
assert us_week_number_sunday_start(2024, 12, 31) == 52
assert us_week_number_sunday_start(2022, 1, 1) == 0
assert us_week_number_sunday_start(2022, 1, 2) == 1
assert us_week_number_sunday_start(2024, 3, 10) == 10

# --- implementation 2: strftime's own %U directive ---
import datetime


def us_week_number_sunday_start(year, month, day):
    d = datetime.date(year, month, day)
    week = d.strftime("%U")
    return int(week)

# --- implementation 3: days since the year's first Sunday, in whole weeks ---
import datetime


def us_week_number_sunday_start(year, month, day):
    jan1 = datetime.date(year, 1, 1)
    first_sunday = jan1 + datetime.timedelta(days=(6 - jan1.weekday()) % 7)
    d = datetime.date(year, month, day)
    if d < first_sunday:
        return 0
    return (d - first_sunday).days // 7 + 1

# --- implementation 4: counts the Sundays from January 1 up to the date ---
import datetime


def us_week_number_sunday_start(year, month, day):
    jan1 = datetime.date(year, 1, 1)
    target = datetime.date(year, month, day)
    elapsed = (target - jan1).days
    return sum(1 for k in range(elapsed + 1) if (jan1 + datetime.timedelta(days=k)).weekday() == 6)

# --- inputs ---
def random_input(rng):
    year = rng.randint(1990, 2040)
    month, day = rng.randint(1, 12), rng.randint(1, 28)
    if rng.random() < 0.35:
        month, day = rng.choice([(1, 1), (1, 2), (1, 3), (1, 6), (1, 7), (1, 8), (12, 31), (12, 30)])
    return (year, month, day)
