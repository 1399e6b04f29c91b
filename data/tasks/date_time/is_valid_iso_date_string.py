# domain: date_time
# function: is_valid_iso_date_string
# query: Check whether text is a valid calendar date in strict ISO 'YYYY-MM-DD' form (4-digit year,
#   2-digit month and day with leading zeros, real date). Return True or False, never raise.

import datetime
import re

def is_valid_iso_date_string(text):
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return False
    year, month, day = int(text[:4]), int(text[5:7]), int(text[8:])
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    return True

# --- tests ---
assert is_valid_iso_date_string("2024-02-29") is True
assert is_valid_iso_date_string("2023-02-29") is False
assert is_valid_iso_date_string("2024-13-01") is False
assert is_valid_iso_date_string("2024-1-01") is False
assert is_valid_iso_date_string("2024-01-1") is False
assert is_valid_iso_date_string("24-01-01") is False
assert is_valid_iso_date_string("2024/01/01") is False
assert is_valid_iso_date_string("2024-12-31") is True
assert is_valid_iso_date_string("0000-01-01") is False
assert is_valid_iso_date_string("2024-04-30") is True
