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
