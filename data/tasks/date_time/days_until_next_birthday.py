# domain: date_time
# function: days_until_next_birthday
# query: Given a birth date and a reference date (datetime.date), return the number of days until
#   the next birthday on or after the reference date (0 if it is the birthday). Feb 29 birthdays are
#   celebrated on Feb 28 in non-leap years.

import calendar
import datetime

def days_until_next_birthday(birth, reference):
    def birthday_in(year):
        if birth.month == 2 and birth.day == 29 and not calendar.isleap(year):
            return datetime.date(year, 2, 28)
        return datetime.date(year, birth.month, birth.day)

    upcoming = birthday_in(reference.year)
    if upcoming < reference:
        upcoming = birthday_in(reference.year + 1)
    return (upcoming - reference).days

# --- tests ---
assert days_until_next_birthday(datetime.date(1990, 5, 20), datetime.date(2024, 5, 20)) == 0
assert days_until_next_birthday(datetime.date(1990, 5, 20), datetime.date(2024, 5, 19)) == 1
assert days_until_next_birthday(datetime.date(1990, 5, 20), datetime.date(2024, 5, 21)) == 364
assert days_until_next_birthday(datetime.date(1990, 5, 20), datetime.date(2023, 5, 21)) == 365
assert days_until_next_birthday(datetime.date(2000, 2, 29), datetime.date(2023, 2, 1)) == 27
assert days_until_next_birthday(datetime.date(2000, 2, 29), datetime.date(2024, 2, 1)) == 28
assert days_until_next_birthday(datetime.date(2000, 2, 29), datetime.date(2023, 3, 1)) == 365
assert days_until_next_birthday(datetime.date(1985, 1, 1), datetime.date(2024, 12, 31)) == 1

# --- implementation 2: date.replace, Feb 28 when Feb 29 does not exist, next year if passed ---
import datetime


def _birthday(birth, year):
    try:
        return birth.replace(year=year)
    except ValueError:
        return datetime.date(year, 2, 28)


def days_until_next_birthday(birth, reference):
    upcoming = _birthday(birth, reference.year)
    if upcoming < reference:
        upcoming = _birthday(birth, reference.year + 1)
    return (upcoming - reference).days

# --- implementation 3: step forward a day at a time until the celebrated month/day comes up ---
import calendar
import datetime


def days_until_next_birthday(birth, reference):
    day = reference
    waited = 0
    while True:
        feb29_fallback = (birth.month, birth.day) == (2, 29) and not calendar.isleap(day.year)
        target = (2, 28) if feb29_fallback else (birth.month, birth.day)
        if (day.month, day.day) == target:
            return waited
        day += datetime.timedelta(days=1)
        waited += 1

# --- inputs ---
import datetime


def random_input(rng):
    birth = datetime.date(rng.choice([1985, 1990, 2000]), rng.randint(1, 12), rng.randint(1, 28))
    if rng.random() < 0.3:
        birth = datetime.date(2000, 2, 29)
    reference = datetime.date(rng.choice([2022, 2023, 2024]), 1, 1) + datetime.timedelta(days=rng.randint(0, 365))
    if rng.random() < 0.3:
        reference = reference.replace(month=birth.month, day=min(birth.day, 28)) + datetime.timedelta(days=rng.choice([-1, 0, 1]))
    return (birth, reference)
