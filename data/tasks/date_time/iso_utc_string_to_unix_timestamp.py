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
