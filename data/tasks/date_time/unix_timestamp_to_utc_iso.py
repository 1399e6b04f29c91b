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
