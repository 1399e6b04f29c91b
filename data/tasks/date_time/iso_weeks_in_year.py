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
