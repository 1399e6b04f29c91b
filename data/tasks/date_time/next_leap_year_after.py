# domain: date_time
# function: next_leap_year_after
# query: Return the first Gregorian leap year strictly after the given year (so 2024 -> 2028 and
#   1896 -> 1904, because 1900 is not a leap year).

def next_leap_year_after(year):
    candidate = year + 1
    while True:
        if candidate % 400 == 0 or (candidate % 4 == 0 and candidate % 100 != 0):
            return candidate
        candidate += 1

# --- tests ---
assert next_leap_year_after(2024) == 2028
assert next_leap_year_after(2023) == 2024
assert next_leap_year_after(2021) == 2024
assert next_leap_year_after(1896) == 1904
assert next_leap_year_after(1999) == 2000
assert next_leap_year_after(2096) == 2104
assert next_leap_year_after(2027) == 2028
assert next_leap_year_after(0) == 4

# --- implementation 2: jumps to the next multiple of four, skipping non-leap centuries ---
def next_leap_year_after(year):
    candidate = year - year % 4 + 4
    while candidate % 100 == 0 and candidate % 400 != 0:
        candidate += 4
    return candidate

# --- implementation 3: calendar.isleap over the following years ---
import calendar
import itertools


def next_leap_year_after(year):
    for y in itertools.count(year + 1):
        if calendar.isleap(y):
            return y

# --- implementation 4: the first of the next eight years that a three-rule leap predicate accepts ---
def next_leap_year_after(year):
    def is_leap(y):
        if y % 400 == 0:
            return True
        if y % 100 == 0:
            return False
        return y % 4 == 0

    candidates = [y for y in range(year + 1, year + 9) if is_leap(y)]
    return candidates[0]

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.35:
        return (rng.choice([0, 1, 3, 4, 95, 96, 99, 100, 1896, 1899, 1900, 1999, 2000, 2096, 2100, 2396, -1, -4]),)
    return (rng.randint(-400, 4000),)
