# domain: date_time
# function: last_business_day_of_month
# query: For a given year and month, return the last weekday (Monday-Friday) of the month as a
#   datetime.date, also skipping any dates in holidays (default (), none), e.g. for month-end
#   payroll.

import calendar
import datetime

def last_business_day_of_month(year, month, holidays=()):
    blocked = set(holidays)
    day = datetime.date(year, month, calendar.monthrange(year, month)[1])
    while day.weekday() >= 5 or day in blocked:
        day -= datetime.timedelta(days=1)
    return day

# --- tests ---
assert last_business_day_of_month(2024, 1) == datetime.date(2024, 1, 31)
assert last_business_day_of_month(2024, 3) == datetime.date(2024, 3, 29)
assert last_business_day_of_month(2024, 6) == datetime.date(2024, 6, 28)
assert last_business_day_of_month(2024, 2) == datetime.date(2024, 2, 29)
assert last_business_day_of_month(2023, 12) == datetime.date(2023, 12, 29)
assert last_business_day_of_month(2024, 5) == datetime.date(2024, 5, 31)
assert last_business_day_of_month(2024, 5, [datetime.date(2024, 5, 31)]) == datetime.date(2024, 5, 30)
assert last_business_day_of_month(2024, 3, [datetime.date(2024, 3, 29), datetime.date(2024, 3, 28)]) == datetime.date(2024, 3, 27)
