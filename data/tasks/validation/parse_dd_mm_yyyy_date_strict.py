# domain: validation
# function: parse_dd_mm_yyyy_date_strict
# query: Parse text, a European date string "DD/MM/YYYY" (exactly two-digit day and month,
#   four-digit year 0001-9999, slash separators), into a (year, month, day) tuple of ints,
#   checking it is a real calendar day including leap years. Raise ValueError for any malformed
#   or impossible date.
import calendar

def parse_dd_mm_yyyy_date_strict(text):
    if len(text) != 10 or text[2] != "/" or text[5] != "/":
        raise ValueError("expected DD/MM/YYYY")
    d, m, y = text[:2], text[3:5], text[6:]
    if not (d.isdigit() and m.isdigit() and y.isdigit()):
        raise ValueError("non-digit in date")
    day, month, year = int(d), int(m), int(y)
    if year < 1 or month < 1 or month > 12:
        raise ValueError("month or year out of range")
    if day < 1 or day > calendar.monthrange(year, month)[1]:
        raise ValueError("day out of range")
    return (year, month, day)

# --- tests ---
import pytest

assert parse_dd_mm_yyyy_date_strict("29/02/2024") == (2024, 2, 29)
assert parse_dd_mm_yyyy_date_strict("01/01/0001") == (1, 1, 1)
assert parse_dd_mm_yyyy_date_strict("31/12/2023") == (2023, 12, 31)
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("29/02/2023")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("31/04/2023")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("00/12/2023")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("15/13/2023")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("15/00/2023")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("01/01/0000")
with pytest.raises(ValueError):
    parse_dd_mm_yyyy_date_strict("01-02-2024")
