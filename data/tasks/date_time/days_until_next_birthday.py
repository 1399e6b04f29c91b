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
