# domain: date_time
# function: unix_timestamp_to_utc_iso
# query: Convert ts, an integer Unix timestamp (seconds since 1970-01-01T00:00:00Z, may be
#   negative), into an ISO 8601 UTC string 'YYYY-MM-DDTHH:MM:SSZ'.

import datetime

def unix_timestamp_to_utc_iso(ts):
    days, seconds = divmod(ts, 86400)
    d = datetime.date(1970, 1, 1) + datetime.timedelta(days=days)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return "%04d-%02d-%02dT%02d:%02d:%02dZ" % (d.year, d.month, d.day, hours, minutes, secs)

# --- tests ---
assert unix_timestamp_to_utc_iso(0) == "1970-01-01T00:00:00Z"
assert unix_timestamp_to_utc_iso(59) == "1970-01-01T00:00:59Z"
assert unix_timestamp_to_utc_iso(86399) == "1970-01-01T23:59:59Z"
assert unix_timestamp_to_utc_iso(86400) == "1970-01-02T00:00:00Z"
assert unix_timestamp_to_utc_iso(-1) == "1969-12-31T23:59:59Z"
assert unix_timestamp_to_utc_iso(1700000000) == "2023-11-14T22:13:20Z"
assert unix_timestamp_to_utc_iso(951782400) == "2000-02-29T00:00:00Z"
assert unix_timestamp_to_utc_iso(3723) == "1970-01-01T01:02:03Z"

# --- implementation 2: the epoch datetime plus a timedelta, rendered with isoformat ---
from datetime import datetime, timedelta

EPOCH = datetime(1970, 1, 1)


def unix_timestamp_to_utc_iso(ts):
    moment = EPOCH + timedelta(seconds=ts)
    return moment.isoformat() + "Z"

# --- implementation 3: civil date from the day count (days-from-civil inverse), then the clock ---
def unix_timestamp_to_utc_iso(ts):
    days, secs = divmod(ts, 86400)
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    day = doy - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    year = yoe + era * 400 + (1 if month <= 2 else 0)
    clock = "%02d:%02d:%02d" % (secs // 3600, secs // 60 % 60, secs % 60)
    return "%04d-%02d-%02dT%sZ" % (year, month, day, clock)

# --- implementation 4: the fields of time.gmtime's struct_time ---
import time


def unix_timestamp_to_utc_iso(ts):
    t = time.gmtime(ts)
    date_part = "%04d-%02d-%02d" % (t.tm_year, t.tm_mon, t.tm_mday)
    return "%sT%02d:%02d:%02dZ" % (date_part, t.tm_hour, t.tm_min, t.tm_sec)

# --- implementation 5: walk whole years from 1970, then whole months, subtracting their lengths ---
def unix_timestamp_to_utc_iso(ts):
    def year_days(y):
        return 366 if y % 4 == 0 and (y % 100 != 0 or y % 400 == 0) else 365

    days, rem = divmod(ts, 86400)
    year = 1970
    while days < 0:
        year -= 1
        days += year_days(year)
    while days >= year_days(year):
        days -= year_days(year)
        year += 1
    month = 1
    for length in (31, year_days(year) - 337, 31, 30, 31, 30, 31, 31, 30, 31, 30):
        if days < length:
            break
        days -= length
        month += 1
    return "%04d-%02d-%02dT%02d:%02d:%02dZ" % (year, month, days + 1, rem // 3600, rem // 60 % 60, rem % 60)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.3:
        return (rng.choice([0, -1, 59, 86399, 86400, -86400, -86401, 951782400, 951868800, 1700000000, 4102444800]),)
    return (rng.randint(-5 * 10 ** 9, 8 * 10 ** 9),)
