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
