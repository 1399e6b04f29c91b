# domain: date_time
# function: add_days_to_iso_date
# query: Given iso_text, an ISO 'YYYY-MM-DD' date string, add a (possibly negative) number of days
#   and return the resulting ISO date string, crossing month and year boundaries correctly.

import datetime

def add_days_to_iso_date(iso_text, days):
    parts = iso_text.split("-")
    year = int(parts[0])
    month = int(parts[1])
    day = int(parts[2])
    result = datetime.date(year, month, day) + datetime.timedelta(days=days)
    return "%04d-%02d-%02d" % (result.year, result.month, result.day)

# --- tests ---
assert add_days_to_iso_date("2024-02-28", 1) == "2024-02-29"
assert add_days_to_iso_date("2023-02-28", 1) == "2023-03-01"
assert add_days_to_iso_date("2023-12-31", 1) == "2024-01-01"
assert add_days_to_iso_date("2024-01-01", -1) == "2023-12-31"
assert add_days_to_iso_date("2024-03-15", 0) == "2024-03-15"
assert add_days_to_iso_date("2024-01-31", 30) == "2024-03-01"
assert add_days_to_iso_date("0999-01-01", 365) == "1000-01-01"
assert add_days_to_iso_date("2024-03-05", 2) == "2024-03-07"
