# domain: date_time
# function: format_date_long_english
# query: Format iso_text, an ISO 'YYYY-MM-DD' date string, as long English text like 'Friday, March
#   1, 2024' (weekday, full month name, day without padding, year). Raise ValueError for
#   invalid dates.

import calendar
import datetime

def format_date_long_english(iso_text):
    parts = iso_text.split("-")
    year = int(parts[0])
    month = int(parts[1])
    day = int(parts[2])
    d = datetime.date(year, month, day)
    weekday = calendar.day_name[d.weekday()]
    month_name = calendar.month_name[d.month]
    return "%s, %s %d, %d" % (weekday, month_name, d.day, d.year)

# --- tests ---
import pytest

assert format_date_long_english("2024-03-01") == "Friday, March 1, 2024"
assert format_date_long_english("2000-01-01") == "Saturday, January 1, 2000"
assert format_date_long_english("2023-12-31") == "Sunday, December 31, 2023"
assert format_date_long_english("2024-02-29") == "Thursday, February 29, 2024"
assert format_date_long_english("1999-07-05") == "Monday, July 5, 1999"
assert format_date_long_english("2021-09-14") == "Tuesday, September 14, 2021"
with pytest.raises(ValueError):
    format_date_long_english("2023-02-29")
with pytest.raises(ValueError):
    format_date_long_english("2023-13-01")
