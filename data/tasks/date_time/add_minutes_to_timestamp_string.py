# domain: date_time
# function: add_minutes_to_timestamp_string
# query: Given text, a timestamp string 'YYYY-MM-DD HH:MM', add a (possibly negative) number of
#   minutes and return the result in the same format, rolling over days, months and years.
#   Raise ValueError for malformed input.

import datetime

def add_minutes_to_timestamp_string(text, minutes):
    date_part, _, time_part = text.partition(" ")
    year, month, day = (int(p) for p in date_part.split("-"))
    hour, minute = (int(p) for p in time_part.split(":"))
    moment = datetime.datetime(year, month, day, hour, minute)
    moment += datetime.timedelta(minutes=minutes)
    return "%04d-%02d-%02d %02d:%02d" % (moment.year, moment.month, moment.day, moment.hour, moment.minute)

# --- tests ---
import pytest

assert add_minutes_to_timestamp_string("2024-01-31 23:30", 0) == "2024-01-31 23:30"
assert add_minutes_to_timestamp_string("2024-01-31 23:30", 45) == "2024-02-01 00:15"
assert add_minutes_to_timestamp_string("2024-02-28 23:59", 1) == "2024-02-29 00:00"
assert add_minutes_to_timestamp_string("2023-12-31 23:00", 60) == "2024-01-01 00:00"
assert add_minutes_to_timestamp_string("2024-03-01 00:10", -20) == "2024-02-29 23:50"
assert add_minutes_to_timestamp_string("2024-06-15 08:05", 1500) == "2024-06-16 09:05"
with pytest.raises(ValueError):
    add_minutes_to_timestamp_string("2024-02-30 10:00", 5)
with pytest.raises(ValueError):
    add_minutes_to_timestamp_string("2024-02-10 25:00", 5)

# --- implementation 2: strptime and strftime with the same format ---
import datetime

FORMAT = "%Y-%m-%d %H:%M"


def add_minutes_to_timestamp_string(text, minutes):
    moment = datetime.datetime.strptime(text, FORMAT)
    shifted = moment + datetime.timedelta(minutes=minutes)
    return shifted.strftime(FORMAT)

# --- implementation 3: regex for the fields, then minute arithmetic on the proleptic day ordinal ---
import datetime
import re


def add_minutes_to_timestamp_string(text, minutes):
    m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)", text, re.ASCII)
    if m is None:
        raise ValueError("expected 'YYYY-MM-DD HH:MM', got %r" % text)
    year, month, day, hour, minute = map(int, m.groups())
    if hour > 23 or minute > 59:
        raise ValueError("time out of range: %r" % text)
    total = datetime.date(year, month, day).toordinal() * 1440 + hour * 60 + minute + minutes
    ordinal, rest = divmod(total, 1440)
    return "%s %02d:%02d" % (datetime.date.fromordinal(ordinal).isoformat(), rest // 60, rest % 60)

# --- implementation 4: fixed-position fields checked by hand, the clock carried into the day, days carried through a month-length table ---
def add_minutes_to_timestamp_string(text, minutes):
    if len(text) != 16 or text[4] + text[7] + text[10] + text[13] != "-- :":
        raise ValueError("expected 'YYYY-MM-DD HH:MM', got %r" % (text,))
    y, mo, d = int(text[0:4]), int(text[5:7]), int(text[8:10])
    h, mi = int(text[11:13]), int(text[14:16])

    def month_days(year, month):
        if month == 2:
            return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
        return 30 if month in (4, 6, 9, 11) else 31

    if y < 1 or not 1 <= mo <= 12 or not 1 <= d <= month_days(y, mo) or h > 23 or mi > 59:
        raise ValueError("not a valid moment: %r" % (text,))
    shift, clock = divmod(h * 60 + mi + minutes, 1440)
    d += shift
    while d > month_days(y, mo):
        d -= month_days(y, mo)
        y, mo = (y + 1, 1) if mo == 12 else (y, mo + 1)
    while d < 1:
        y, mo = (y - 1, 12) if mo == 1 else (y, mo - 1)
        d += month_days(y, mo)
    return "%04d-%02d-%02d %02d:%02d" % (y, mo, d, clock // 60, clock % 60)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.12:
        text = rng.choice(["2024-02-30 10:00", "2024-02-10 25:00", "2023-02-29 00:00", "2024-13-01 10:00", "2024-04-31 12:00",
                           "2024-02-10", "2024-02-10T10:00", "2024-02-10 10:00:00", "2024/02/10 10:00", "2024-02-10 10", "",
                           "2024-02-10 10:60"])
    else:
        text = "%04d-%02d-%02d %02d:%02d" % (rng.choice([1999, 2023, 2024]), rng.randint(1, 12), rng.choice([1, 28, rng.randint(1, 28)]),
                                            rng.choice([0, 23, rng.randint(0, 23)]), rng.choice([0, 59, rng.randint(0, 59)]))
    return (text, rng.choice([0, 1, -1, 45, 1500, -1500, rng.randint(-100000, 100000)]))
