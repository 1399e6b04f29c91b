# domain: date_time
# function: count_weekday_occurrences_in_month
# query: Given a year and a month, count how many times a weekday (0=Monday .. 6=Sunday) occurs in
#   that month (always 4 or 5). Raise ValueError for a weekday outside 0..6.

import calendar

def count_weekday_occurrences_in_month(year, month, weekday):
    if weekday < 0 or weekday > 6:
        raise ValueError("weekday must be 0..6")
    first_weekday, days = calendar.monthrange(year, month)
    offset = (weekday - first_weekday) % 7
    return (days - 1 - offset) // 7 + 1

# --- tests ---
import pytest

assert count_weekday_occurrences_in_month(2024, 2, 3) == 5
assert count_weekday_occurrences_in_month(2024, 2, 4) == 4
assert count_weekday_occurrences_in_month(2023, 2, 3) == 4
assert count_weekday_occurrences_in_month(2024, 3, 4) == 5
assert count_weekday_occurrences_in_month(2024, 3, 6) == 5
assert count_weekday_occurrences_in_month(2024, 3, 0) == 4
assert count_weekday_occurrences_in_month(2024, 12, 1) == 5
with pytest.raises(ValueError):
    count_weekday_occurrences_in_month(2024, 3, 7)
with pytest.raises(ValueError):
    count_weekday_occurrences_in_month(2024, 3, -1)
