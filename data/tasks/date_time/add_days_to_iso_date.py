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

# --- implementation 2: date.fromisoformat and isoformat ---
import datetime


def add_days_to_iso_date(iso_text, days):
    start = datetime.date.fromisoformat(iso_text)
    result = start + datetime.timedelta(days=days)
    return result.isoformat()

# --- implementation 3: proleptic ordinal arithmetic ---
import datetime


def add_days_to_iso_date(iso_text, days):
    y, m, d = map(int, iso_text.split("-"))
    ordinal = datetime.date(y, m, d).toordinal() + days
    result = datetime.date.fromordinal(ordinal)
    return f"{result.year:04d}-{result.month:02d}-{result.day:02d}"

# --- implementation 4: add to the day field, then carry whole months forwards or backwards with a month-length table ---
def add_days_to_iso_date(iso_text, days):
    year, month, day = (int(p) for p in iso_text.split("-"))

    def month_length(y, m):
        if m == 2:
            return 29 if y % 4 == 0 and (y % 100 != 0 or y % 400 == 0) else 28
        return 30 if m in (4, 6, 9, 11) else 31

    day += days
    while day > month_length(year, month):
        day -= month_length(year, month)
        month, year = (1, year + 1) if month == 12 else (month + 1, year)
    while day < 1:
        month, year = (12, year - 1) if month == 1 else (month - 1, year)
        day += month_length(year, month)
    return "%04d-%02d-%02d" % (year, month, day)

# --- inputs ---
import datetime


def random_input(rng):
    base = datetime.date(rng.choice([999, 1900, 2023, 2024, 2100]), rng.randint(1, 12), rng.randint(1, 28))
    if rng.random() < 0.3:
        base = base.replace(day=28) + datetime.timedelta(days=rng.randint(1, 4))
    return (base.isoformat(), rng.choice([0, 1, -1, 30, -31, 365, -366, rng.randint(-800, 800)]))
