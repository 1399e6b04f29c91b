# domain: date_time
# function: is_valid_iso_date_string
# query: Check whether text is a valid calendar date in strict ISO 'YYYY-MM-DD' form (4-digit year,
#   2-digit month and day with leading zeros, real date). Return True or False, never raise.

import datetime
import re

def is_valid_iso_date_string(text):
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return False
    year, month, day = int(text[:4]), int(text[5:7]), int(text[8:])
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    return True

# --- tests ---
assert is_valid_iso_date_string("2024-02-29") is True
assert is_valid_iso_date_string("2023-02-29") is False
assert is_valid_iso_date_string("2024-13-01") is False
assert is_valid_iso_date_string("2024-1-01") is False
assert is_valid_iso_date_string("2024-01-1") is False
assert is_valid_iso_date_string("24-01-01") is False
assert is_valid_iso_date_string("2024/01/01") is False
assert is_valid_iso_date_string("2024-12-31") is True
assert is_valid_iso_date_string("0000-01-01") is False
assert is_valid_iso_date_string("2024-04-30") is True

# --- implementation 2: splits on hyphens, checks the field widths, then lets datetime.date judge ---
import datetime


def is_valid_iso_date_string(text):
    fields = text.split("-")
    if [len(f) for f in fields] != [4, 2, 2]:
        return False
    if not all(f.isascii() and f.isdigit() for f in fields):
        return False
    try:
        datetime.date(*map(int, fields))
    except ValueError:
        return False
    return True

# --- implementation 3: captures the fields with a pattern and checks them against calendar ---
import calendar
import re


def is_valid_iso_date_string(text):
    m = re.fullmatch(r"([0-9]{4})-([0-9]{2})-([0-9]{2})", text)
    if not m:
        return False
    year, month, day = (int(g) for g in m.groups())
    if year == 0 or not 1 <= month <= 12:
        return False
    return 1 <= day <= calendar.monthrange(year, month)[1]

# --- inputs ---
def random_input(rng):
    y, m, d = rng.randint(0, 2999), rng.randint(0, 13), rng.randint(0, 32)
    r = rng.random()
    if r < 0.4:
        y, m, d = rng.choice([2023, 2024, 1900, 2000]), rng.choice([2, 4, 12, 1]), rng.choice([28, 29, 30, 31, 1])
    text = "%04d-%02d-%02d" % (y, m, d)
    s = rng.random()
    if s < 0.1:
        text = "%04d-%d-%02d" % (y, m, d)
    elif s < 0.2:
        text = "%d-%02d-%02d" % (y % 100, m, d)
    elif s < 0.27:
        text = text.replace("-", "/")
    elif s < 0.32:
        text = text + rng.choice(["0", "T00", "-"])
    elif s < 0.37:
        text = text[:5] + "ab" + text[7:]
    return (text,)
