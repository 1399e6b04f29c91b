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

# --- implementation 2: test every day of the month against the 14-day cycle ---
import calendar
import datetime


def biweekly_paydays_in_month(anchor, year, month):
    days_in_month = calendar.monthrange(year, month)[1]
    paydays = []
    for day in range(1, days_in_month + 1):
        date = datetime.date(year, month, day)
        if (date - anchor).days % 14 == 0:
            paydays.append(date)
    return paydays

# --- implementation 3: jump from the anchor by whole periods to the first payday in the month ---
import datetime


def biweekly_paydays_in_month(anchor, year, month):
    first = datetime.date(year, month, 1)
    periods = -((anchor - first).days // 14)
    payday = anchor + datetime.timedelta(days=14 * periods)
    result = []
    while payday.month == month:
        result.append(payday)
        payday += datetime.timedelta(days=14)
    return result

# --- inputs ---
import datetime


def random_input(rng):
    anchor = datetime.date(2023, 6, 1) + datetime.timedelta(days=rng.randint(0, 700))
    return (anchor, rng.choice([2023, 2024, 2025]), rng.randint(1, 12))
