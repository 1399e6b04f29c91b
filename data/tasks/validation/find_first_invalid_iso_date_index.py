# domain: validation
# function: find_first_invalid_iso_date_index
# query: Given dates, a list of "YYYY-MM-DD" strings, return the index of the first entry that is
#   not exactly in that form (4-digit year, 2-digit month and day, hyphens; "20240102" is
#   invalid), not a real date, or not strictly later than the previous valid entry, or -1 if
#   every entry is valid and strictly ascending.
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

# --- implementation 2: strict regex shape, datetime.strptime for the calendar check ---
import re
from datetime import datetime


def find_first_invalid_iso_date_index(dates):
    last = None
    for index, text in enumerate(dates):
        if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text):
            return index
        try:
            day = datetime.strptime(text, "%Y-%m-%d").date()
        except ValueError:
            return index
        if last is not None and day <= last:
            return index
        last = day
    return -1

# --- implementation 3: own calendar check with calendar.monthrange; tuples compare in order ---
import calendar


def _parse_iso(text):
    if len(text) != 10 or text[4] != "-" or text[7] != "-":
        return None
    y, m, d = text[:4], text[5:7], text[8:]
    if not all(p.isascii() and p.isdigit() for p in (y, m, d)):
        return None
    y, m, d = int(y), int(m), int(d)
    if y < 1 or not 1 <= m <= 12 or not 1 <= d <= calendar.monthrange(y, m)[1]:
        return None
    return (y, m, d)


def find_first_invalid_iso_date_index(dates):
    previous = None
    for i, text in enumerate(dates):
        current = _parse_iso(text)
        if current is None or (previous is not None and current <= previous):
            return i
        previous = current
    return -1

# --- inputs ---
def random_input(rng):
    out = []
    year, month, day = 2020, 1, 1
    for _ in range(rng.randint(0, 6)):
        r = rng.random()
        if r < 0.1:
            out.append(rng.choice(["2023-02-29", "2024-13-01", "20240102", "2024-1-01", "2024-00-10",
                                   "2021-04-31", "abcd-ef-gh", "", "2024-01-01T00"]))
            continue
        if r < 0.2:
            year -= 1
        elif r < 0.3:
            pass
        else:
            month += rng.randint(0, 2)
            day = rng.randint(1, 28)
            if month > 12:
                year, month = year + 1, 1
        if rng.random() < 0.1:
            out.append("%04d-02-29" % rng.choice([2020, 2021, 2024, 2100]))
        else:
            out.append("%04d-%02d-%02d" % (year, month, day))
    return (out,)
