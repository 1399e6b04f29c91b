# domain: date_time
# function: days_between_iso_date_strings
# query: Return the signed number of days from first to second, two ISO 'YYYY-MM-DD' date strings
#   (positive when the second date is later). Raise ValueError for malformed or impossible
#   dates.

import datetime

def days_between_iso_date_strings(first, second):
    dates = []
    for text in (first, second):
        parts = text.split("-")
        if len(parts) != 3 or len(parts[0]) != 4:
            raise ValueError("expected YYYY-MM-DD")
        dates.append(datetime.date(int(parts[0]), int(parts[1]), int(parts[2])))
    return (dates[1] - dates[0]).days

# --- tests ---
import pytest

assert days_between_iso_date_strings("2024-01-01", "2024-01-01") == 0
assert days_between_iso_date_strings("2024-01-01", "2024-03-01") == 60
assert days_between_iso_date_strings("2023-01-01", "2023-03-01") == 59
assert days_between_iso_date_strings("2024-03-01", "2024-01-01") == -60
assert days_between_iso_date_strings("2023-12-31", "2024-01-01") == 1
with pytest.raises(ValueError):
    days_between_iso_date_strings("2023-02-29", "2023-03-01")
with pytest.raises(ValueError):
    days_between_iso_date_strings("2023-01-01", "2023/03/01")
with pytest.raises(ValueError):
    days_between_iso_date_strings("23-01-01", "2023-03-01")

# --- implementation 2: date.fromisoformat for both strings ---
import datetime


def days_between_iso_date_strings(first, second):
    start = datetime.date.fromisoformat(first)
    end = datetime.date.fromisoformat(second)
    return (end - start).days

# --- implementation 3: a regular expression for the shape, ordinals for the difference ---
import datetime
import re


def _parse(text):
    match = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", text)
    if match is None:
        raise ValueError("not a YYYY-MM-DD date: %r" % text)
    return datetime.date(*map(int, match.groups()))


def days_between_iso_date_strings(first, second):
    return _parse(second).toordinal() - _parse(first).toordinal()

# --- inputs ---
import datetime


def random_input(rng):
    def iso():
        if rng.random() < 0.1:
            return rng.choice(["2023-02-29", "2023/03/01", "23-01-01", "2023-13-01", "2024-04-31"])
        d = datetime.date(2022, 6, 1) + datetime.timedelta(days=rng.randint(0, 900))
        return d.isoformat()
    return (iso(), iso())
