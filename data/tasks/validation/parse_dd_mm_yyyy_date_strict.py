# domain: validation
# function: parse_dd_mm_yyyy_date_strict
# query: Parse text, a European date string "DD/MM/YYYY" (exactly two-digit day and month,
#   four-digit year 0001-9999, slash separators), into a (year, month, day) tuple of ints,
#   checking it is a real calendar day including leap years. Raise ValueError for any malformed
#   or impossible date.
import calendar

def parse_dd_mm_yyyy_date_strict(text):
    if len(text) != 10 or text[2] != "/" or text[5] != "/":
        raise ValueError("expected DD/MM/YYYY")
    d, m, y = text[:2], text[3:5], text[6:]
    if not (d.isdigit() and m.isdigit() and y.isdigit()):
        raise ValueError("non-digit in date")
    day, month, year = int(d), int(m), int(y)
    if year < 1 or month < 1 or month > 12:
        raise ValueError("month or year out of range")
    if day < 1 or day > calendar.monthrange(year, month)[1]:
        raise ValueError("day out of range")
    return (year, month, day)

# --- tests ---
import pytest

assert parse_dd_mm_yyyy_date_strict("29/02/2024") == (2024, 2, 29)
assert parse_dd_mm_yyyy_date_strict("01/01/0001") == (1, 1, 1)
assert parse_dd_mm_yyyy_date_strict("31/12/2023") == (2023, 12, 31)
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("29/02/2023")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("31/04/2023")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("00/12/2023")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("15/13/2023")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("15/00/2023")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("01/01/0000")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("01-02-2024")

# --- implementation 2: regular expression, then datetime.date does the calendar check ---
import datetime
import re


def parse_dd_mm_yyyy_date_strict(text):
    m = re.fullmatch(r"([0-9]{2})/([0-9]{2})/([0-9]{4})", text)
    if m is None:
        raise ValueError("expected DD/MM/YYYY, got %r" % text)
    day, month, year = (int(g) for g in m.groups())
    parsed = datetime.date(year, month, day)
    return (parsed.year, parsed.month, parsed.day)

# --- implementation 3: split on slashes and an explicit month-length table ---
def parse_dd_mm_yyyy_date_strict(text):
    pieces = text.split("/")
    if [len(p) for p in pieces] != [2, 2, 4] or not all(p.isascii() and p.isdigit() for p in pieces):
        raise ValueError("malformed date")
    day, month, year = map(int, pieces)
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    lengths = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if year == 0 or not 1 <= month <= 12 or not 1 <= day <= lengths[month - 1]:
        raise ValueError("impossible date")
    return (year, month, day)

# --- implementation 4: a character template for the shape; the day is real when day - 1 days after the 1st is still in that month ---
import datetime


def parse_dd_mm_yyyy_date_strict(text):
    shape = "99/99/9999"
    if len(text) != len(shape):
        raise ValueError("expected DD/MM/YYYY, got %r" % (text,))
    for got, want in zip(text, shape):
        if want == "/" and got != "/":
            raise ValueError("expected a slash in %r" % (text,))
        if want == "9" and got not in "0123456789":
            raise ValueError("expected a digit in %r" % (text,))
    day, month, year = int(text[0:2]), int(text[3:5]), int(text[6:10])
    if year == 0 or month == 0 or month > 12 or day == 0 or day > 31:
        raise ValueError("field out of range in %r" % (text,))
    candidate = datetime.date(year, month, 1) + datetime.timedelta(days=day - 1)
    if candidate.month != month:
        raise ValueError("no day %d in month %d of %d" % (day, month, year))
    return (year, month, day)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.1:
        return (rng.choice(["01-02-2024", "1/02/2024", "01/02/24", "", "aa/bb/cccc", "01/02/2024 "]),)
    day = rng.choice([0, 1, 15, 28, 29, 30, 31, 32])
    month = rng.choice([0, 1, 2, 4, 12, 13])
    year = rng.choice([0, 1, 1900, 2000, 2023, 2024, 9999])
    return ("%02d/%02d/%04d" % (day, month, year),)
