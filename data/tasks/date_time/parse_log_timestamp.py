# domain: date_time
# function: parse_log_timestamp
# query: Parse text, a log timestamp 'YYYY-MM-DD HH:MM:SS', into a tuple of six integers, validating
#   the calendar date and the time fields (hour 0-23, minute 0-59, second 0-59). Raise
#   ValueError for a malformed or invalid timestamp.

import datetime
import re

def parse_log_timestamp(text):
    match = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})", text)
    if not match:
        raise ValueError("malformed timestamp")
    year, month, day, hour, minute, second = (int(g) for g in match.groups())
    datetime.date(year, month, day)
    if hour > 23 or minute > 59 or second > 59:
        raise ValueError("time out of range")
    return (year, month, day, hour, minute, second)

# --- tests ---
import pytest

assert parse_log_timestamp("2024-03-05 14:07:09") == (2024, 3, 5, 14, 7, 9)
assert parse_log_timestamp("2024-02-29 00:00:00") == (2024, 2, 29, 0, 0, 0)
assert parse_log_timestamp("1999-12-31 23:59:59") == (1999, 12, 31, 23, 59, 59)
with pytest.raises(ValueError):
    parse_log_timestamp("2023-02-29 10:00:00")
with pytest.raises(ValueError):
    parse_log_timestamp("2024-03-05 24:00:00")
with pytest.raises(ValueError):
    parse_log_timestamp("2024-03-05 10:60:00")
with pytest.raises(ValueError):
    parse_log_timestamp("2024-03-05 10:00:60")
with pytest.raises(ValueError):
    parse_log_timestamp("2024-03-05T10:00:00")
with pytest.raises(ValueError):
    parse_log_timestamp("2024-3-05 10:00:00")

# --- implementation 2: datetime.strptime, then a zero-padded round trip rejects short fields ---
from datetime import datetime


def parse_log_timestamp(text):
    moment = datetime.strptime(text, "%Y-%m-%d %H:%M:%S")
    fields = (moment.year, moment.month, moment.day, moment.hour, moment.minute, moment.second)
    if "%04d-%02d-%02d %02d:%02d:%02d" % fields != text:
        raise ValueError("fields must be zero-padded")
    return fields

# --- implementation 3: splits date and time, checks field widths, validates with calendar ---
import calendar


def parse_log_timestamp(text):
    date_part, _, time_part = text.partition(" ")
    fields = date_part.split("-") + time_part.split(":")
    if [len(f) for f in fields] != [4, 2, 2, 2, 2, 2] or not all(f.isdigit() for f in fields):
        raise ValueError("malformed timestamp")
    year, month, day, hour, minute, second = map(int, fields)
    if year < 1 or not 1 <= month <= 12 or not 1 <= day <= calendar.monthrange(year, month)[1]:
        raise ValueError("invalid date")
    if hour >= 24 or minute >= 60 or second >= 60:
        raise ValueError("invalid time")
    return (year, month, day, hour, minute, second)

# --- inputs ---
def random_input(rng):
    y, mo, d = rng.choice([1999, 2023, 2024, 2000, 1900, rng.randint(1000, 2999)]), rng.randint(1, 12), rng.randint(1, 28)
    h, mi, s = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    r = rng.random()
    if r < 0.1:
        mo, d = rng.choice([(2, 29), (2, 30), (4, 31), (13, 1), (0, 5), (5, 0)])
    elif r < 0.2:
        h, mi, s = rng.choice([(24, 0, 0), (10, 60, 0), (10, 0, 60), (23, 59, 59), (0, 0, 0)])
    text = "%04d-%02d-%02d %02d:%02d:%02d" % (y, mo, d, h, mi, s)
    t = rng.random()
    if t < 0.07:
        text = text.replace(" ", "T")
    elif t < 0.13:
        text = "%04d-%d-%02d %02d:%02d:%02d" % (y, mo, d, h, mi, s)
    elif t < 0.17:
        text = text + rng.choice([" ", "Z", ".5"])
    return (text,)
