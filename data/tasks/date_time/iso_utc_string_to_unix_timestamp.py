# domain: date_time
# function: iso_utc_string_to_unix_timestamp
# query: Convert text, an ISO 8601 UTC string 'YYYY-MM-DDTHH:MM:SSZ' (the trailing Z is required),
#   into an integer Unix timestamp. Raise ValueError if the format is wrong or a field is out
#   of range.

import datetime
import re

def iso_utc_string_to_unix_timestamp(text):
    match = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)Z", text)
    if match is None:
        raise ValueError("expected YYYY-MM-DDTHH:MM:SSZ")
    y, mo, d, h, mi, s = (int(g) for g in match.groups())
    moment = datetime.datetime(y, mo, d, h, mi, s)
    delta = moment - datetime.datetime(1970, 1, 1)
    return delta.days * 86400 + delta.seconds

# --- tests ---
import pytest

assert iso_utc_string_to_unix_timestamp("1970-01-01T00:00:00Z") == 0
assert iso_utc_string_to_unix_timestamp("1970-01-02T00:00:01Z") == 86401
assert iso_utc_string_to_unix_timestamp("1969-12-31T23:59:59Z") == -1
assert iso_utc_string_to_unix_timestamp("2023-11-14T22:13:20Z") == 1700000000
assert iso_utc_string_to_unix_timestamp("2000-02-29T12:00:00Z") == 951825600
with pytest.raises(ValueError):
    iso_utc_string_to_unix_timestamp("2023-11-14T22:13:20")
with pytest.raises(ValueError):
    iso_utc_string_to_unix_timestamp("2023-11-14 22:13:20Z")
with pytest.raises(ValueError):
    iso_utc_string_to_unix_timestamp("2023-02-29T00:00:00Z")

# --- implementation 2: datetime.strptime on a length-checked string, then an aware timestamp ---
from datetime import datetime, timezone


def iso_utc_string_to_unix_timestamp(text):
    if len(text) != 20 or text[10] != "T" or text[19] != "Z":
        raise ValueError("expected YYYY-MM-DDTHH:MM:SSZ")
    moment = datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ")
    return int(moment.replace(tzinfo=timezone.utc).timestamp())

# --- implementation 3: validates each field by hand and counts days from a civil-date formula ---
import calendar
import re


def iso_utc_string_to_unix_timestamp(text):
    m = re.fullmatch(r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})Z", text)
    if not m:
        raise ValueError("bad format")
    y, mo, d, h, mi, s = map(int, m.groups())
    if y < 1 or not 1 <= mo <= 12 or not 1 <= d <= calendar.monthrange(y, mo)[1]:
        raise ValueError("bad date")
    if h > 23 or mi > 59 or s > 59:
        raise ValueError("bad time")
    days = sum(366 if calendar.isleap(yy) else 365 for yy in range(min(y, 1970), max(y, 1970)))
    days = days if y >= 1970 else -days
    days += sum(calendar.monthrange(y, k)[1] for k in range(1, mo)) + d - 1
    return days * 86400 + h * 3600 + mi * 60 + s

# --- implementation 4: time.strptime into a struct_time, then calendar.timegm ---
import calendar
import time


def iso_utc_string_to_unix_timestamp(text):
    if len(text) != 20 or "T" not in text or not text.endswith("Z"):
        raise ValueError("expected YYYY-MM-DDTHH:MM:SSZ")
    parsed = time.strptime(text, "%Y-%m-%dT%H:%M:%SZ")
    if parsed.tm_sec > 59:
        raise ValueError("seconds out of range")
    return calendar.timegm(parsed)

# --- implementation 5: character-by-character shape check, then a days-from-civil count (400-year eras) from 1970-01-01 ---
def iso_utc_string_to_unix_timestamp(text):
    shape = "dddd-dd-ddTdd:dd:ddZ"
    if len(text) != len(shape):
        raise ValueError("expected YYYY-MM-DDTHH:MM:SSZ")
    for ch, want in zip(text, shape):
        if (want == "d" and ch not in "0123456789") or (want != "d" and ch != want):
            raise ValueError("expected YYYY-MM-DDTHH:MM:SSZ")
    y, mo, d = int(text[0:4]), int(text[5:7]), int(text[8:10])
    h, mi, s = int(text[11:13]), int(text[14:16]), int(text[17:19])
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    month_len = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if y == 0 or not 1 <= mo <= 12 or not 1 <= d <= month_len[mo - 1] or h > 23 or mi > 59 or s > 59:
        raise ValueError("a field is out of range")
    yy = y - 1 if mo <= 2 else y
    era = yy // 400
    yoe = yy - era * 400
    doy = (153 * (mo + 9 if mo <= 2 else mo - 3) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    days = era * 146097 + doe - 719468
    return days * 86400 + h * 3600 + mi * 60 + s

# --- inputs ---
def random_input(rng):
    y = rng.choice([1969, 1970, 2000, 2024, 2023, 1900, 2100, rng.randint(1800, 2200)])
    mo, d = rng.randint(1, 12), rng.randint(1, 28)
    h, mi, s = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    r = rng.random()
    if r < 0.08:
        mo, d = 2, rng.choice([29, 30])
    elif r < 0.14:
        h = rng.choice([24, 25])
    elif r < 0.2:
        mi, s = rng.choice([(60, 0), (0, 60)])
    elif r < 0.24:
        mo = rng.choice([0, 13])
    text = "%04d-%02d-%02dT%02d:%02d:%02dZ" % (y, mo, d, h, mi, s)
    t = rng.random()
    if t < 0.06:
        text = text[:-1]
    elif t < 0.11:
        text = text.replace("T", " ")
    elif t < 0.15:
        text = text.replace("Z", "+00:00")
    elif t < 0.2:
        text = rng.choice([text.lower(), text.replace("T", "t"), text.replace("Z", "z")])
    return (text,)
