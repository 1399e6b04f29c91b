# domain: date_time
# function: fiscal_year_label
# query: Given a date's year and month and the fiscal year's start_month (default 1, the calendar
#   year), return the fiscal year label like 'FY2025': the fiscal year is named after the
#   calendar year in which it ends, so with start_month=10, October 2024 is FY2025. Raise
#   ValueError when month or start_month is outside 1..12.

def fiscal_year_label(year, month, start_month=1):
    if not 1 <= start_month <= 12 or not 1 <= month <= 12:
        raise ValueError("months must be 1..12")
    fiscal_year = year
    if start_month > 1 and month >= start_month:
        fiscal_year += 1
    return "FY%d" % fiscal_year

# --- tests ---
import pytest

assert fiscal_year_label(2024, 1) == "FY2024"
assert fiscal_year_label(2024, 12) == "FY2024"
assert fiscal_year_label(2024, 10, 10) == "FY2025"
assert fiscal_year_label(2024, 9, 10) == "FY2024"
assert fiscal_year_label(2024, 4, 4) == "FY2025"
assert fiscal_year_label(2024, 3, 4) == "FY2024"
assert fiscal_year_label(2024, 12, 12) == "FY2025"
assert fiscal_year_label(2024, 1, 2) == "FY2024"
with pytest.raises(ValueError):
    fiscal_year_label(2024, 13, 1)
with pytest.raises(ValueError):
    fiscal_year_label(2024, 5, 0)
