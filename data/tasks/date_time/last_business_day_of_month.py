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

# --- implementation 2: filters every date of the month and takes the latest ---
import calendar
import datetime


def last_business_day_of_month(year, month, holidays=()):
    length = calendar.monthrange(year, month)[1]
    days = [datetime.date(year, month, d) for d in range(1, length + 1)]
    open_days = [d for d in days if d.weekday() < 5 and d not in holidays]
    return max(open_days)

# --- implementation 3: walks calendar.monthcalendar from the last week, right to left over Mon-Fri ---
import calendar
import datetime


def last_business_day_of_month(year, month, holidays=()):
    skip = set(holidays)
    for week in reversed(calendar.monthcalendar(year, month)):
        for day in reversed(week[:5]):
            if day and datetime.date(year, month, day) not in skip:
                return datetime.date(year, month, day)

# --- inputs ---
import datetime


def random_input(rng):
    year = rng.randint(2000, 2030)
    month = rng.randint(1, 12)
    if rng.random() < 0.3:
        return (year, month)
    holidays = [datetime.date(year, month, rng.randint(20, 28)) for _ in range(rng.randint(0, 4))]
    for last in (31, 30, 29):
        try:
            holidays.append(datetime.date(year, month, last))
            break
        except ValueError:
            continue
    if rng.random() < 0.3:
        holidays.append(datetime.date(year, month % 12 + 1, 1))
    return (year, month, holidays)
