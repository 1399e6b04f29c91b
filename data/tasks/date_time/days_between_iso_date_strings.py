# domain: date_time
# function: days_between_iso_date_strings
# query: Return the signed number of days from first to second, two ISO 'YYYY-MM-DD' date strings
#   (positive when the second date is later). Raise ValueError for malformed or impossible
#   dates.

import datetime

def days_between_iso_date_strings(first, second):
    dates = []
    for text in (first, second):
        parts = text.split("-")
        if len(parts) != 3 or len(parts[0]) != 4:
            raise ValueError("expected YYYY-MM-DD")
        dates.append(datetime.date(int(parts[0]), int(parts[1]), int(parts[2])))
    return (dates[1] - dates[0]).days

# --- tests ---
import pytest

assert days_between_iso_date_strings("2024-01-01", "2024-01-01") == 0
assert days_between_iso_date_strings("2024-01-01", "2024-03-01") == 60
assert days_between_iso_date_strings("2023-01-01", "2023-03-01") == 59
assert days_between_iso_date_strings("2024-03-01", "2024-01-01") == -60
assert days_between_iso_date_strings("2023-12-31", "2024-01-01") == 1
with pytest.raises(ValueError):
    days_between_iso_date_strings("2023-02-29", "2023-03-01")
with pytest.raises(ValueError):
    days_between_iso_date_strings("2023-01-01", "2023/03/01")
with pytest.raises(ValueError):
    days_between_iso_date_strings("23-01-01", "2023-03-01")
