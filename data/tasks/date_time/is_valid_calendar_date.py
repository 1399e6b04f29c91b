# domain: date_time
# function: is_valid_calendar_date
# query: Check whether year, month and day integers form a real Gregorian calendar date (years 1 to
#   9999), including the Feb 29 leap-year rule, returning True/False without raising.

import calendar

def is_valid_calendar_date(year, month, day):
    if year < 1 or year > 9999:
        return False
    if month < 1 or month > 12:
        return False
    return 1 <= day <= calendar.monthrange(year, month)[1]

# --- tests ---
assert is_valid_calendar_date(2024, 2, 29) is True
assert is_valid_calendar_date(2023, 2, 29) is False
assert is_valid_calendar_date(2024, 4, 31) is False
assert is_valid_calendar_date(2024, 4, 30) is True
assert is_valid_calendar_date(2024, 1, 0) is False
assert is_valid_calendar_date(1, 1, 1) is True
assert is_valid_calendar_date(0, 12, 31) is False
assert is_valid_calendar_date(9999, 12, 31) is True
assert is_valid_calendar_date(10000, 1, 1) is False
assert is_valid_calendar_date(2024, 13, 1) is False

# --- implementation 2: lets datetime.date decide and catches its ValueError ---
import datetime


def is_valid_calendar_date(year, month, day):
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    return True

# --- implementation 3: a table of month lengths with the leap-year rule for February ---
MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def is_valid_calendar_date(year, month, day):
    if not (1 <= year <= 9999 and 1 <= month <= 12):
        return False
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    length = 29 if month == 2 and leap else MONTH_DAYS[month - 1]
    return 0 < day <= length

# --- inputs ---
def random_input(rng):
    year = rng.choice([0, 1, 4, 100, 1900, 2000, 2023, 2024, 9999, 10000, -5, rng.randint(1, 9999)])
    month = rng.choice([0, 1, 2, 4, 12, 13, -1, rng.randint(1, 12)])
    day = rng.choice([0, 1, 28, 29, 30, 31, 32, -1, rng.randint(1, 31)])
    return (year, month, day)
