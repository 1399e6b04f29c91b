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
