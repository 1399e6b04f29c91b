# domain: date_time
# function: percent_of_year_elapsed
# query: Return what percentage of the year has fully elapsed at the start of a given date (year,
#   month, day), rounded to 2 decimals: January 1 is 0.0 and the percentage accounts for leap years.

import calendar
import datetime

def percent_of_year_elapsed(year, month, day):
    elapsed = (datetime.date(year, month, day) - datetime.date(year, 1, 1)).days
    total = 366 if calendar.isleap(year) else 365
    return round(elapsed * 100 / total, 2)

# --- tests ---
assert percent_of_year_elapsed(2023, 1, 1) == 0.0
assert percent_of_year_elapsed(2023, 1, 2) == 0.27
assert percent_of_year_elapsed(2024, 1, 2) == 0.27
assert percent_of_year_elapsed(2023, 7, 2) == 49.86
assert percent_of_year_elapsed(2024, 7, 2) == 50.0
assert percent_of_year_elapsed(2023, 12, 31) == 99.73
assert percent_of_year_elapsed(2024, 12, 31) == 99.73
assert percent_of_year_elapsed(2024, 3, 1) == 16.39

# --- implementation 2: the day-of-year from timetuple ---
import datetime


def percent_of_year_elapsed(year, month, day):
    day_of_year = datetime.date(year, month, day).timetuple().tm_yday
    year_length = (datetime.date(year + 1, 1, 1) - datetime.date(year, 1, 1)).days
    return round((day_of_year - 1) * 100 / year_length, 2)

# --- implementation 3: sums the lengths of the earlier months ---
import calendar


def percent_of_year_elapsed(year, month, day):
    lengths = [calendar.monthrange(year, m)[1] for m in range(1, 13)]
    passed = sum(lengths[:month - 1]) + day - 1
    return round(passed * 100 / sum(lengths), 2)

# --- inputs ---
def random_input(rng):
    year = rng.choice([2023, 2024, 1900, 2000, rng.randint(1901, 2099)])
    month = rng.randint(1, 12)
    day = rng.randint(1, 28)
    if rng.random() < 0.3:
        month, day = rng.choice([(1, 1), (1, 2), (12, 31), (7, 2), (3, 1), (2, 28), (12, 30)])
    return (year, month, day)
