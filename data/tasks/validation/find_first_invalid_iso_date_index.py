# domain: validation
# function: find_first_invalid_iso_date_index
# query: Given dates, a list of "YYYY-MM-DD" strings, return the index of the first entry that is
#   not a real date or is not strictly later than the previous valid entry, or -1 if every
#   entry is valid and strictly ascending.
import datetime

def find_first_invalid_iso_date_index(dates):
    previous = None
    for i, text in enumerate(dates):
        try:
            current = datetime.date.fromisoformat(text)
        except ValueError:
            return i
        if len(text) != 10:
            return i
        if previous is not None and current <= previous:
            return i
        previous = current
    return -1

# --- tests ---
import pytest

assert find_first_invalid_iso_date_index([]) == -1
assert find_first_invalid_iso_date_index(["2024-01-01"]) == -1
assert find_first_invalid_iso_date_index(["2024-01-01", "2024-01-02"]) == -1
assert find_first_invalid_iso_date_index(["2024-01-01", "2024-01-01"]) == 1
assert find_first_invalid_iso_date_index(["2024-01-02", "2024-01-01"]) == 1
assert find_first_invalid_iso_date_index(["2023-02-29"]) == 0
assert find_first_invalid_iso_date_index(["2024-01-01", "2024-13-01", "2025-01-01"]) == 1
assert find_first_invalid_iso_date_index(["2020-02-29", "2021-03-01", "2021-02-28"]) == 2
assert find_first_invalid_iso_date_index(["2024-01-01", "20240102"]) == 1
