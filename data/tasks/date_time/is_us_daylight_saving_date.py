# domain: date_time
# function: is_us_daylight_saving_date
# query: Decide whether US daylight saving time is in effect on a given calendar date (year, month,
#   day) under the post-2007 rule: from the second Sunday of March through the day before the first
#   Sunday of November (the switch days count as DST on the March date and standard on the November date).

import datetime

def is_us_daylight_saving_date(year, month, day):
    def nth_sunday(m, n):
        first = datetime.date(year, m, 1)
        offset = (6 - first.weekday()) % 7
        return first + datetime.timedelta(days=offset + 7 * (n - 1))

    d = datetime.date(year, month, day)
    start = nth_sunday(3, 2)
    end = nth_sunday(11, 1)
    return start <= d < end

# --- tests ---
assert is_us_daylight_saving_date(2024, 3, 10) is True
assert is_us_daylight_saving_date(2024, 3, 9) is False
assert is_us_daylight_saving_date(2024, 11, 3) is False
assert is_us_daylight_saving_date(2024, 11, 2) is True
assert is_us_daylight_saving_date(2024, 7, 4) is True
assert is_us_daylight_saving_date(2021, 3, 13) is False
assert is_us_daylight_saving_date(2023, 3, 12) is True
assert is_us_daylight_saving_date(2023, 3, 11) is False
assert is_us_daylight_saving_date(2026, 11, 1) is False
assert is_us_daylight_saving_date(2026, 10, 31) is True

# --- implementation 2: day numbers of the two switch Sundays from the weekday of the 1st ---
import calendar


def is_us_daylight_saving_date(year, month, day):
    march_start = 8 + (6 - calendar.weekday(year, 3, 1)) % 7
    november_end = 1 + (6 - calendar.weekday(year, 11, 1)) % 7
    return (3, march_start) <= (month, day) < (11, november_end)

# --- implementation 3: whole months decided first, the switch months via the Sundays of the month ---
import datetime


def is_us_daylight_saving_date(year, month, day):
    d = datetime.date(year, month, day)
    if 3 < month < 11:
        return True
    if month not in (3, 11):
        return False
    first = d.replace(day=1)
    fortnight = [first + datetime.timedelta(days=k) for k in range(14)]
    sundays = [x for x in fortnight if x.weekday() == 6]
    if month == 3:
        return d >= sundays[1]
    return d < sundays[0]

# --- implementation 4: the Sunday column of calendar.monthcalendar for March and November ---
import calendar
import datetime


def is_us_daylight_saving_date(year, month, day):
    march = [week[6] for week in calendar.monthcalendar(year, 3) if week[6]]
    november = [week[6] for week in calendar.monthcalendar(year, 11) if week[6]]
    start = datetime.date(year, 3, march[1])
    end = datetime.date(year, 11, november[0])
    return start <= datetime.date(year, month, day) < end

# --- inputs ---
def random_input(rng):
    year = rng.randint(2007, 2040)
    r = rng.random()
    if r < 0.5:
        month = rng.choice([3, 11])
        day = rng.randint(1, 15)
    else:
        month = rng.randint(1, 12)
        day = rng.randint(1, 28)
    return (year, month, day)
