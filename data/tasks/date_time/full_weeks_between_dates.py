# domain: date_time
# function: full_weeks_between_dates
# query: Return the number of complete 7-day weeks between two datetime.date values a and b,
#   regardless of their order (e.g. 13 days apart -> 1, 14 days -> 2).

import datetime

def full_weeks_between_dates(a, b):
    days = (b - a).days
    if days < 0:
        days = -days
    return days // 7

# --- tests ---
assert full_weeks_between_dates(datetime.date(2024, 1, 1), datetime.date(2024, 1, 1)) == 0
assert full_weeks_between_dates(datetime.date(2024, 1, 2), datetime.date(2024, 1, 1)) == 0
assert full_weeks_between_dates(datetime.date(2024, 1, 1), datetime.date(2024, 1, 8)) == 1
assert full_weeks_between_dates(datetime.date(2024, 1, 1), datetime.date(2024, 1, 14)) == 1
assert full_weeks_between_dates(datetime.date(2024, 1, 1), datetime.date(2024, 1, 15)) == 2
assert full_weeks_between_dates(datetime.date(2024, 1, 15), datetime.date(2024, 1, 1)) == 2
assert full_weeks_between_dates(datetime.date(2024, 1, 8), datetime.date(2024, 1, 1)) == 1
assert full_weeks_between_dates(datetime.date(2023, 12, 1), datetime.date(2024, 3, 1)) == 13
