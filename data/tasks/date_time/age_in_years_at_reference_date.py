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

# --- implementation 2: this year's birthday via replace, Mar 1 when Feb 29 does not exist ---
import datetime


def age_in_years_at_reference_date(birth, reference):
    if reference < birth:
        raise ValueError("reference is before birth")
    try:
        birthday = birth.replace(year=reference.year)
    except ValueError:
        birthday = datetime.date(reference.year, 3, 1)
    age = reference.year - birth.year
    return age if reference >= birthday else age - 1

# --- implementation 3: the YYYYMMDD-number difference divided by 10000 ---
import datetime


def _yyyymmdd(d):
    return d.year * 10000 + d.month * 100 + d.day


def age_in_years_at_reference_date(birth, reference):
    if reference < birth:
        raise ValueError("reference date precedes birth")
    return (_yyyymmdd(reference) - _yyyymmdd(birth)) // 10000

# --- inputs ---
import datetime


def random_input(rng):
    birth = datetime.date(rng.choice([1990, 2000, 1996]), rng.randint(1, 12), rng.randint(1, 28))
    if rng.random() < 0.3:
        birth = datetime.date(rng.choice([1996, 2000]), 2, 29)
    reference = birth + datetime.timedelta(days=rng.choice([0, -1, 365, 366, rng.randint(0, 12000)]))
    if rng.random() < 0.3:
        reference = reference.replace(month=birth.month, day=min(birth.day, 28)) + datetime.timedelta(days=rng.choice([-1, 0, 1, 2]))
    return (birth, reference)
