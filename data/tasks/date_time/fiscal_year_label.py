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

# --- implementation 2: month offset arithmetic that carries into the next year ---
def fiscal_year_label(year, month, start_month=1):
    if month not in range(1, 13) or start_month not in range(1, 13):
        raise ValueError("month and start_month must be 1..12")
    carry = (month - 1 + (13 - start_month) % 12) // 12
    return f"FY{year + carry}"

# --- implementation 3: the fiscal year ends in the month before start_month ---
def fiscal_year_label(year, month, start_month=1):
    for m in (month, start_month):
        if m < 1 or m > 12:
            raise ValueError("invalid month")
    end_month = start_month - 1 or 12
    ends_next_year = month > end_month
    return "FY" + str(year + 1 if ends_next_year else year)

# --- implementation 4: months counted from year 0, shifted by the start month, divided by 12 ---
def fiscal_year_label(year, month, start_month=1):
    if month < 1 or month > 12 or start_month < 1 or start_month > 12:
        raise ValueError("month and start_month must be within 1..12")
    fiscal_index = (year * 12 + month - start_month) // 12
    if start_month > 1:
        fiscal_index += 1
    return "FY%d" % fiscal_index

# --- inputs ---
def random_input(rng):
    year = rng.randint(1990, 2040)
    month = rng.randint(1, 12)
    start = rng.choice([1, 1, 10, 4, 7, 12, 2, rng.randint(1, 12)])
    if rng.random() < 0.3:
        month = rng.choice([start, start - 1 or 12, 1, 12])
    r = rng.random()
    if r < 0.05:
        month = rng.choice([0, 13])
    elif r < 0.1:
        start = rng.choice([0, 13])
    if rng.random() < 0.25:
        return (year, month)
    return (year, month, start)
