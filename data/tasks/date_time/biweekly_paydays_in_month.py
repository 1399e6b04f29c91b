# domain: date_time
# function: biweekly_paydays_in_month
# query: Given one known payday, anchor (a datetime.date), of a schedule that repeats every 14 days,
#   list all paydays that fall within a given year and month, in order (the anchor may be
#   before or after that month).

import calendar
import datetime

def biweekly_paydays_in_month(anchor, year, month):
    first = datetime.date(year, month, 1)
    last = datetime.date(year, month, calendar.monthrange(year, month)[1])
    offset = (first - anchor).days % 14
    current = first + datetime.timedelta(days=(14 - offset) % 14)
    result = []
    while current <= last:
        result.append(current)
        current += datetime.timedelta(days=14)
    return result

# --- tests ---
assert biweekly_paydays_in_month(datetime.date(2024, 1, 5), 2024, 1) == [datetime.date(2024, 1, 5), datetime.date(2024, 1, 19)]
assert biweekly_paydays_in_month(datetime.date(2024, 1, 5), 2024, 3) == [datetime.date(2024, 3, 1), datetime.date(2024, 3, 15), datetime.date(2024, 3, 29)]
assert biweekly_paydays_in_month(datetime.date(2024, 1, 5), 2024, 2) == [datetime.date(2024, 2, 2), datetime.date(2024, 2, 16)]
assert biweekly_paydays_in_month(datetime.date(2024, 6, 14), 2024, 1) == [datetime.date(2024, 1, 12), datetime.date(2024, 1, 26)]
assert biweekly_paydays_in_month(datetime.date(2024, 1, 1), 2024, 1) == [datetime.date(2024, 1, 1), datetime.date(2024, 1, 15), datetime.date(2024, 1, 29)]
assert biweekly_paydays_in_month(datetime.date(2024, 1, 31), 2024, 1) == [datetime.date(2024, 1, 3), datetime.date(2024, 1, 17), datetime.date(2024, 1, 31)]
assert biweekly_paydays_in_month(datetime.date(2023, 12, 18), 2024, 1) == [datetime.date(2024, 1, 1), datetime.date(2024, 1, 15), datetime.date(2024, 1, 29)]
