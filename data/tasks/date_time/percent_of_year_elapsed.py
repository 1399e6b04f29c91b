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
