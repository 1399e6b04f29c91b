# domain: validation
# function: is_valid_iso_week_string
# query: Validate text as an ISO week string "YYYY-Www" such as "2024-W05": four-digit year, literal
#   "-W", two-digit week from 01 to the number of ISO weeks in that year (52 or 53). Returns a
#   bool.
import datetime

def is_valid_iso_week_string(text):
    if len(text) != 8 or text[4:6] != "-W":
        return False
    year_text, week_text = text[:4], text[6:]
    if not (year_text.isdigit() and week_text.isdigit()):
        return False
    year, week = int(year_text), int(week_text)
    if year < 1:
        return False
    weeks_in_year = datetime.date(year, 12, 28).isocalendar()[1]
    return 1 <= week <= weeks_in_year

# --- tests ---
import pytest

assert is_valid_iso_week_string("2024-W05") is True
assert is_valid_iso_week_string("2024-W01") is True
assert is_valid_iso_week_string("2024-W00") is False
assert is_valid_iso_week_string("2020-W53") is True
assert is_valid_iso_week_string("2021-W53") is False
assert is_valid_iso_week_string("2021-W52") is True
assert is_valid_iso_week_string("2024W05") is False
assert is_valid_iso_week_string("2024-w05") is False
assert is_valid_iso_week_string("0000-W01") is False
assert is_valid_iso_week_string("2024-W5a") is False
