# domain: date_time
# function: count_leap_years_inclusive
# query: Count the Gregorian leap years between two years start and end, inclusive of both ends.
#   Return 0 when start is after end; raise ValueError if start < 1.

def count_leap_years_inclusive(start, end):
    if start < 1:
        raise ValueError("start must be >= 1")
    if start > end:
        return 0

    def upto(y):
        return y // 4 - y // 100 + y // 400

    return upto(end) - upto(start - 1)

# --- tests ---
import pytest

assert count_leap_years_inclusive(2024, 2024) == 1
assert count_leap_years_inclusive(2023, 2023) == 0
assert count_leap_years_inclusive(2000, 2000) == 1
assert count_leap_years_inclusive(1900, 1900) == 0
assert count_leap_years_inclusive(1, 400) == 97
assert count_leap_years_inclusive(2001, 2100) == 24
assert count_leap_years_inclusive(2025, 2020) == 0
assert count_leap_years_inclusive(1896, 1904) == 2
with pytest.raises(ValueError):
    count_leap_years_inclusive(0, 10)

# --- implementation 2: test every year with calendar.isleap ---
import calendar


def count_leap_years_inclusive(start, end):
    if start < 1:
        raise ValueError("start must be at least 1")
    return sum(1 for year in range(start, end + 1) if calendar.isleap(year))

# --- implementation 3: calendar.leapdays over the half-open range [start, end + 1) ---
import calendar


def count_leap_years_inclusive(start, end):
    if start < 1:
        raise ValueError("years start at 1")
    if end < start:
        return 0
    return calendar.leapdays(start, end + 1)

# --- inputs ---
def random_input(rng):
    start = rng.choice([0, 1, 1896, 1900, 2000, 2001, rng.randint(-3, 3000)])
    return (start, start + rng.choice([0, 1, -1, 3, 4, 100, 400, rng.randint(-10, 900)]))
