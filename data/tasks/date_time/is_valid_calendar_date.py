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
