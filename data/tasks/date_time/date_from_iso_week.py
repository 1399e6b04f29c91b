# domain: date_time
# function: date_from_iso_week
# query: Convert an ISO year iso_year, ISO week number (1-53) and ISO weekday (1=Monday .. 7=Sunday)
#   to a datetime.date, e.g. (2020, 53, 5) -> 2021-01-01. Raise ValueError if the week does not
#   exist in that ISO year or the weekday is outside 1..7.

import datetime

def date_from_iso_week(iso_year, week, weekday):
    if weekday < 1 or weekday > 7:
        raise ValueError("weekday must be 1..7")
    jan4 = datetime.date(iso_year, 1, 4)
    week1_monday = jan4 - datetime.timedelta(days=jan4.weekday())
    result = week1_monday + datetime.timedelta(weeks=week - 1, days=weekday - 1)
    if week < 1 or result.isocalendar()[0] != iso_year:
        raise ValueError("week out of range for this ISO year")
    return result

# --- tests ---
import pytest

assert date_from_iso_week(2024, 1, 1) == datetime.date(2024, 1, 1)
assert date_from_iso_week(2021, 1, 1) == datetime.date(2021, 1, 4)
assert date_from_iso_week(2020, 53, 5) == datetime.date(2021, 1, 1)
assert date_from_iso_week(2026, 1, 1) == datetime.date(2025, 12, 29)
assert date_from_iso_week(2024, 10, 7) == datetime.date(2024, 3, 10)
assert date_from_iso_week(2024, 52, 7) == datetime.date(2024, 12, 29)
with pytest.raises(ValueError):
    date_from_iso_week(2024, 53, 1)
with pytest.raises(ValueError):
    date_from_iso_week(2024, 0, 7)
with pytest.raises(ValueError):
    date_from_iso_week(2024, 5, 8)
with pytest.raises(ValueError):
    date_from_iso_week(2024, 5, 0)

# --- implementation 2: datetime.date.fromisocalendar ---
import datetime


def date_from_iso_week(iso_year, week, weekday):
    if not 1 <= weekday <= 7:
        raise ValueError("weekday must be 1..7")
    return datetime.date.fromisocalendar(iso_year, week, weekday)

# --- implementation 3: week 1 from January 1st's weekday, 52 or 53 weeks by the Thursday rule ---
import calendar
import datetime


def date_from_iso_week(iso_year, week, weekday):
    if weekday not in range(1, 8):
        raise ValueError("bad ISO weekday")
    jan1 = datetime.date(iso_year, 1, 1)
    wd = jan1.weekday()
    has_53 = wd == 3 or (wd == 2 and calendar.isleap(iso_year))
    if not 1 <= week <= (53 if has_53 else 52):
        raise ValueError("ISO year %d has no week %d" % (iso_year, week))
    shift = -wd if wd <= 3 else 7 - wd
    week1 = jan1 + datetime.timedelta(days=shift)
    return week1 + datetime.timedelta(days=7 * (week - 1) + weekday - 1)

# --- implementation 4: strptime with the ISO directives, then a round-trip check ---
import datetime


def date_from_iso_week(iso_year, week, weekday):
    if not 1 <= weekday <= 7:
        raise ValueError("weekday must be between 1 and 7")
    text = "%04d-W%02d-%d" % (iso_year, week, weekday)
    result = datetime.datetime.strptime(text, "%G-W%V-%u").date()
    if result.isocalendar()[:2] != (iso_year, week):
        raise ValueError("no week %d in ISO year %d" % (week, iso_year))
    return result

# --- implementation 5: step back from January 4 to its Monday; the week count from the ISO week of December 28 ---
import datetime


def date_from_iso_week(iso_year, week, weekday):
    if weekday < 1 or weekday > 7:
        raise ValueError("ISO weekday must be in 1..7")
    monday = datetime.date(iso_year, 1, 4)
    while monday.weekday() != 0:
        monday -= datetime.timedelta(days=1)
    last_week = datetime.date(iso_year, 12, 28).isocalendar()[1]
    if week < 1 or week > last_week:
        raise ValueError("ISO year %d has no week %d" % (iso_year, week))
    return monday + datetime.timedelta(days=7 * (week - 1) + weekday - 1)

# --- inputs ---
def random_input(rng):
    return (rng.choice([2015, 2020, 2021, 2024, 2026, 2032, rng.randint(1900, 2100)]),
            rng.choice([0, 1, 52, 53, 54, rng.randint(1, 53)]), rng.choice([0, 1, 7, 8, rng.randint(1, 7)]))
