# domain: date_time
# function: age_in_whole_months
# query: Return the number of whole months from a birth date to a reference date (both
#   datetime.date), counting a month only once its day-of-month is reached (a month-end birthday is
#   reached on a shorter month's last day). Raise ValueError if the reference is before the birth.

import calendar
import datetime

def age_in_whole_months(birth, reference):
    if reference < birth:
        raise ValueError("reference before birth")
    months = (reference.year - birth.year) * 12 + reference.month - birth.month
    last_day = calendar.monthrange(reference.year, reference.month)[1]
    if reference.day < birth.day and reference.day != last_day:
        months -= 1
    return months

# --- tests ---
import pytest

assert age_in_whole_months(datetime.date(2024, 1, 15), datetime.date(2024, 1, 15)) == 0
assert age_in_whole_months(datetime.date(2024, 1, 15), datetime.date(2024, 2, 14)) == 0
assert age_in_whole_months(datetime.date(2024, 1, 15), datetime.date(2024, 2, 15)) == 1
assert age_in_whole_months(datetime.date(2023, 1, 31), datetime.date(2023, 2, 28)) == 1
assert age_in_whole_months(datetime.date(2023, 1, 31), datetime.date(2023, 2, 27)) == 0
assert age_in_whole_months(datetime.date(2022, 11, 20), datetime.date(2024, 3, 19)) == 15
assert age_in_whole_months(datetime.date(2022, 11, 20), datetime.date(2024, 3, 20)) == 16
with pytest.raises(ValueError):
    age_in_whole_months(datetime.date(2024, 1, 2), datetime.date(2024, 1, 1))

# --- implementation 2: month difference, month end detected by the next day being the 1st ---
import datetime


def age_in_whole_months(birth, reference):
    if reference < birth:
        raise ValueError("reference date is before the birth date")
    months = (reference.year - birth.year) * 12 + (reference.month - birth.month)
    month_end = (reference + datetime.timedelta(days=1)).day == 1
    if reference.day < birth.day and not month_end:
        months -= 1
    return months

# --- implementation 3: count the clamped monthly anniversaries that are not after the reference ---
import calendar
import datetime


def _months_later(d, k):
    year, month0 = divmod(d.year * 12 + d.month - 1 + k, 12)
    day = min(d.day, calendar.monthrange(year, month0 + 1)[1])
    return datetime.date(year, month0 + 1, day)


def age_in_whole_months(birth, reference):
    if reference < birth:
        raise ValueError("reference precedes birth")
    months = 0
    while _months_later(birth, months + 1) <= reference:
        months += 1
    return months

# --- inputs ---
import calendar
import datetime


def random_input(rng):
    year, month = rng.choice([2020, 2022, 2023]), rng.randint(1, 12)
    day = min(rng.choice([1, 10, 15, 28, 29, 30, 31]), calendar.monthrange(year, month)[1])
    birth = datetime.date(year, month, day)
    reference = birth + datetime.timedelta(days=rng.choice([0, -1, 27, 28, 29, 30, 31, rng.randint(0, 1500)]))
    return (birth, reference)
