# domain: date_time
# function: observed_holiday_date
# query: Given a fixed-date holiday as a datetime.date, return the date it is observed on: a
#   Saturday holiday is observed the preceding Friday, a Sunday holiday the following Monday, and
#   weekday holidays on the day itself.

import datetime

def observed_holiday_date(holiday):
    weekday = holiday.weekday()
    if weekday == 5:
        return holiday - datetime.timedelta(days=1)
    if weekday == 6:
        return holiday + datetime.timedelta(days=1)
    return holiday

# --- tests ---
assert observed_holiday_date(datetime.date(2021, 12, 25)) == datetime.date(2021, 12, 24)
assert observed_holiday_date(datetime.date(2022, 12, 25)) == datetime.date(2022, 12, 26)
assert observed_holiday_date(datetime.date(2024, 12, 25)) == datetime.date(2024, 12, 25)
assert observed_holiday_date(datetime.date(2026, 7, 4)) == datetime.date(2026, 7, 3)
assert observed_holiday_date(datetime.date(2021, 7, 4)) == datetime.date(2021, 7, 5)
assert observed_holiday_date(datetime.date(2024, 7, 5)) == datetime.date(2024, 7, 5)
assert observed_holiday_date(datetime.date(2024, 7, 1)) == datetime.date(2024, 7, 1)
assert observed_holiday_date(datetime.date(2022, 1, 1)) == datetime.date(2021, 12, 31)

# --- implementation 2: a weekday-to-shift mapping ---
import datetime

SHIFT = {5: -1, 6: 1}


def observed_holiday_date(holiday):
    days = SHIFT.get(holiday.weekday(), 0)
    return holiday + datetime.timedelta(days=days)

# --- implementation 3: ordinal arithmetic, where ordinal % 7 is 6 on Saturdays and 0 on Sundays ---
import datetime


def observed_holiday_date(holiday):
    ordinal = holiday.toordinal()
    remainder = ordinal % 7
    if remainder == 6:
        ordinal -= 1
    elif remainder == 0:
        ordinal += 1
    return datetime.date.fromordinal(ordinal)

# --- implementation 4: the ISO weekday turned into a -1/0/+1 day shift ---
import datetime


def observed_holiday_date(holiday):
    iso = holiday.isoweekday()
    shift = (iso == 7) - (iso == 6)
    return holiday + datetime.timedelta(days=shift)

# --- inputs ---
import datetime


def random_input(rng):
    return (datetime.date(2020, 1, 1) + datetime.timedelta(days=rng.randint(0, 3000)),)
