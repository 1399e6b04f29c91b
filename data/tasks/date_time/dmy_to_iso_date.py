# domain: date_time
# function: dmy_to_iso_date
# query: Convert text, a 'DD/MM/YYYY' date (day and month may be one digit, e.g. '5/3/2024'), to ISO
#   'YYYY-MM-DD', ignoring surrounding whitespace. Raise ValueError for a wrong format or an impossible date such as 31/04/2024.

import datetime

def dmy_to_iso_date(text):
    parts = text.strip().split("/")
    if len(parts) != 3 or len(parts[2]) != 4:
        raise ValueError("expected DD/MM/YYYY")
    day, month, year = int(parts[0]), int(parts[1]), int(parts[2])
    d = datetime.date(year, month, day)
    return d.isoformat()

# --- tests ---
import pytest

assert dmy_to_iso_date("31/12/2023") == "2023-12-31"
assert dmy_to_iso_date("5/3/2024") == "2024-03-05"
assert dmy_to_iso_date("29/02/2024") == "2024-02-29"
assert dmy_to_iso_date(" 01/01/2000 ") == "2000-01-01"
assert dmy_to_iso_date("12/11/2024") == "2024-11-12"
with pytest.raises(ValueError):
    dmy_to_iso_date("31/04/2024")
with pytest.raises(ValueError):
    dmy_to_iso_date("29/02/2023")
with pytest.raises(ValueError):
    dmy_to_iso_date("01/01/24")
with pytest.raises(ValueError):
    dmy_to_iso_date("01-01-2024")

# --- implementation 2: a regular expression for the shape, then datetime.date for validity ---
import re
import datetime


def dmy_to_iso_date(text):
    m = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", text.strip())
    if not m:
        raise ValueError("not a DD/MM/YYYY date: %r" % text)
    day, month, year = (int(g) for g in m.groups())
    datetime.date(year, month, day)
    return f"{year:04d}-{month:02d}-{day:02d}"

# --- implementation 3: datetime.strptime with the day/month/year pattern ---
from datetime import datetime


def dmy_to_iso_date(text):
    cleaned = text.strip()
    parsed = datetime.strptime(cleaned, "%d/%m/%Y")
    day = parsed.date()
    return "%04d-%02d-%02d" % (day.year, day.month, day.day)

# --- implementation 4: checks the pieces by hand and the day against calendar.monthrange ---
import calendar


def dmy_to_iso_date(text):
    pieces = text.strip().split("/")
    if len(pieces) != 3 or len(pieces[2]) != 4 or not all(p.isdigit() for p in pieces):
        raise ValueError("expected DD/MM/YYYY, got %r" % text)
    day, month, year = map(int, pieces)
    if year < 1 or not 1 <= month <= 12 or not 1 <= day <= calendar.monthrange(year, month)[1]:
        raise ValueError("impossible date %r" % text)
    return "%04d-%02d-%02d" % (year, month, day)

# --- implementation 5: scan the characters into digit fields at each slash, validate against a month-length table ---
def dmy_to_iso_date(text):
    fields = []
    current = ""
    for ch in text.strip() + "/":
        if ch == "/":
            fields.append(current)
            current = ""
        elif ch.isdigit():
            current += ch
        else:
            raise ValueError("unexpected character %r" % ch)
    if len(fields) != 3 or len(fields[2]) != 4 or not fields[0] or not fields[1]:
        raise ValueError("expected DD/MM/YYYY, got %r" % text)
    day, month, year = (int(f) for f in fields)
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    lengths = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if year < 1 or not 1 <= month <= 12 or not 1 <= day <= lengths[month - 1]:
        raise ValueError("impossible date %r" % text)
    return "%04d-%02d-%02d" % (year, month, day)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    year = rng.randint(1900, 2100)
    month = rng.randint(1, 12)
    day = rng.randint(1, 31)
    if r < 0.15:
        day, month = rng.choice([(29, 2), (30, 2), (31, 4), (31, 6), (31, 9), (31, 11)])
        year = rng.choice([1900, 2000, 2023, 2024, 2100])
    d = str(day) if rng.random() < 0.4 else "%02d" % day
    m = str(month) if rng.random() < 0.4 else "%02d" % month
    y = str(year)
    if r > 0.9:
        y = y[2:]
    sep = "/" if rng.random() < 0.9 else rng.choice(["-", "."])
    text = d + sep + m + sep + y
    if rng.random() < 0.2:
        text = " " + text + "  "
    return (text,)
