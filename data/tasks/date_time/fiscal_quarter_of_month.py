# domain: date_time
# function: fiscal_quarter_of_month
# query: Return the fiscal quarter (1-4) that a calendar month (1-12) falls in, for a fiscal year
#   starting in fiscal_start_month (default 1 = calendar quarters, 10 = US federal fiscal year). Raise
#   ValueError if either month is outside 1..12.

def fiscal_quarter_of_month(month, fiscal_start_month=1):
    if fiscal_start_month < 1 or fiscal_start_month > 12:
        raise ValueError("fiscal_start_month must be 1..12")
    if month < 1 or month > 12:
        raise ValueError("month must be 1..12")
    months_into_year = (month - fiscal_start_month) % 12
    return months_into_year // 3 + 1

# --- tests ---
import pytest

assert fiscal_quarter_of_month(12, 12) == 1
assert fiscal_quarter_of_month(4) == 2
assert fiscal_quarter_of_month(12) == 4
assert fiscal_quarter_of_month(10, 10) == 1
assert fiscal_quarter_of_month(9, 10) == 4
assert fiscal_quarter_of_month(2, 7) == 3
with pytest.raises(ValueError):
    fiscal_quarter_of_month(1, 13)
with pytest.raises(ValueError):
    fiscal_quarter_of_month(5, 0)
with pytest.raises(ValueError):
    fiscal_quarter_of_month(0, 1)
with pytest.raises(ValueError):
    fiscal_quarter_of_month(13, 12)

# --- implementation 2: index into the fiscal year's month order ---
def fiscal_quarter_of_month(month, fiscal_start_month=1):
    months = list(range(1, 13))
    if month not in months or fiscal_start_month not in months:
        raise ValueError("months must be in 1..12")
    order = months[fiscal_start_month - 1:] + months[:fiscal_start_month - 1]
    return order.index(month) // 3 + 1

# --- implementation 3: shift the month into fiscal numbering and round up to a quarter ---
import math


def fiscal_quarter_of_month(month, fiscal_start_month=1):
    for value in (month, fiscal_start_month):
        if not 1 <= value <= 12:
            raise ValueError("month out of range")
    fiscal_month = month - fiscal_start_month + 1
    if fiscal_month <= 0:
        fiscal_month += 12
    return math.ceil(fiscal_month / 3)

# --- implementation 4: a month-to-quarter table built from the fiscal year's month order ---
def fiscal_quarter_of_month(month, fiscal_start_month=1):
    if not (1 <= month <= 12 and 1 <= fiscal_start_month <= 12):
        raise ValueError("months must be 1..12")
    quarter_of = {(fiscal_start_month - 1 + k) % 12 + 1: k // 3 + 1 for k in range(12)}
    return quarter_of[month]

# --- inputs ---
def random_input(rng):
    month = rng.randint(1, 12)
    start = rng.randint(1, 12)
    r = rng.random()
    if r < 0.06:
        month = rng.choice([0, 13, -1])
    elif r < 0.12:
        start = rng.choice([0, 13, -2])
    if rng.random() < 0.3:
        return (month,)
    return (month, start)
