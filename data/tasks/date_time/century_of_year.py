# domain: date_time
# function: century_of_year
# query: Return the century a year belongs to, where the 1st century is years 1-100, so 1900 is in
#   the 19th and 1901 in the 20th century. Raise ValueError for years below 1.

def century_of_year(year):
    if year < 1:
        raise ValueError("year must be >= 1")
    century = year // 100
    if year % 100 != 0:
        century += 1
    return century

# --- tests ---
import pytest

assert century_of_year(1) == 1
assert century_of_year(100) == 1
assert century_of_year(101) == 2
assert century_of_year(1900) == 19
assert century_of_year(1901) == 20
assert century_of_year(2000) == 20
assert century_of_year(2024) == 21
assert century_of_year(9900) == 99
with pytest.raises(ValueError):
    century_of_year(0)

# --- implementation 2: math.ceil of year / 100 ---
import math


def century_of_year(year):
    if year < 1:
        raise ValueError("year must be positive")
    return math.ceil(year / 100)

# --- implementation 3: the digits before the last two, plus one unless the year ends in 00 ---
def century_of_year(year):
    if year < 1:
        raise ValueError("no century before year 1")
    digits = str(year).zfill(3)
    leading = int(digits[:-2])
    return leading if digits.endswith("00") else leading + 1

# --- implementation 4: count centuries upwards until the century's last year reaches the year ---
def century_of_year(year):
    if year <= 0:
        raise ValueError("there is no year before 1")
    ordinal = 1
    upper = 100
    while upper < year:
        upper += 100
        ordinal += 1
    return ordinal

# --- inputs ---
def random_input(rng):
    return (rng.choice([1, 99, 100, 101, 1900, 1901, 2000, 2001, 0, -5, rng.randint(1, 9999)]),)
