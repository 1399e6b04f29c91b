# domain: date_time
# function: iso_weeks_in_year
# query: Return how many ISO 8601 weeks a year has (52 or 53). A year has 53 ISO weeks when
#   January 1 is a Thursday, or a Wednesday in a leap year.

import calendar
import datetime

def iso_weeks_in_year(year):
    jan1 = datetime.date(year, 1, 1).weekday()
    if jan1 == 3:
        return 53
    if jan1 == 2 and calendar.isleap(year):
        return 53
    return 52

# --- tests ---
assert iso_weeks_in_year(2020) == 53
assert iso_weeks_in_year(2015) == 53
assert iso_weeks_in_year(2024) == 52
assert iso_weeks_in_year(2023) == 52
assert iso_weeks_in_year(2026) == 53
assert iso_weeks_in_year(2032) == 53
assert iso_weeks_in_year(2019) == 52
assert iso_weeks_in_year(2025) == 52

# --- implementation 2: asks datetime for the Monday of ISO week 53, which fails in a 52-week year ---
import datetime


def iso_weeks_in_year(year):
    try:
        datetime.date.fromisocalendar(year, 53, 1)
    except ValueError:
        return 52
    return 53

# --- implementation 3: the weekday-of-December-31 formula for this year and the previous one ---
def _dec31_weekday(y):
    return (y + y // 4 - y // 100 + y // 400) % 7


def iso_weeks_in_year(year):
    if _dec31_weekday(year) == 4 or _dec31_weekday(year - 1) == 3:
        return 53
    return 52

# --- implementation 4: every ISO week holds exactly one Thursday, so count the year's Thursdays ---
import datetime


def iso_weeks_in_year(year):
    jan1 = datetime.date(year, 1, 1)
    length = (datetime.date(year, 12, 31) - jan1).days + 1
    first_thursday = (3 - jan1.weekday()) % 7
    return len(range(first_thursday, length, 7))

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.2:
        return (rng.choice([1, 2004, 2009, 2015, 2020, 2026, 2032, 2024, 1900, 2000, 9999]),)
    return (rng.randint(1, 9999),)
