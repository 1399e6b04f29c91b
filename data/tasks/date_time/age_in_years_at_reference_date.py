# domain: date_time
# function: age_in_years_at_reference_date
# query: Compute a person's age in whole years from their birth date on a given reference date (both
#   datetime.date); the birthday counts on its day, and someone born on Feb 29 turns a year
#   older on Mar 1 in non-leap years. Raise ValueError if reference is before birth.

import datetime

def age_in_years_at_reference_date(birth, reference):
    if reference < birth:
        raise ValueError("reference date precedes birth date")
    age = reference.year - birth.year
    if (reference.month, reference.day) < (birth.month, birth.day):
        age -= 1
    return age

# --- tests ---
import pytest

assert age_in_years_at_reference_date(datetime.date(2000, 5, 20), datetime.date(2000, 5, 20)) == 0
assert age_in_years_at_reference_date(datetime.date(2000, 5, 20), datetime.date(2024, 5, 20)) == 24
assert age_in_years_at_reference_date(datetime.date(2000, 5, 20), datetime.date(2024, 5, 19)) == 23
assert age_in_years_at_reference_date(datetime.date(2000, 5, 20), datetime.date(2024, 4, 30)) == 23
assert age_in_years_at_reference_date(datetime.date(2000, 2, 29), datetime.date(2023, 2, 28)) == 22
assert age_in_years_at_reference_date(datetime.date(2000, 2, 29), datetime.date(2023, 3, 1)) == 23
assert age_in_years_at_reference_date(datetime.date(1990, 12, 31), datetime.date(2024, 1, 1)) == 33
with pytest.raises(ValueError):
    age_in_years_at_reference_date(datetime.date(2000, 5, 20), datetime.date(2000, 5, 19))
