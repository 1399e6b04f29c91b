# domain: date_time
# function: date_from_days_since_epoch
# query: Convert a count of days since 1970-01-01 (negative for earlier dates) into a
#   (year, month, day) tuple of the proleptic Gregorian calendar using pure integer arithmetic.

def date_from_days_since_epoch(days):
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    day = doy - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    year = yoe + era * 400
    if month <= 2:
        year += 1
    return (year, month, day)

# --- tests ---
assert date_from_days_since_epoch(0) == (1970, 1, 1)
assert date_from_days_since_epoch(-1) == (1969, 12, 31)
assert date_from_days_since_epoch(59) == (1970, 3, 1)
assert date_from_days_since_epoch(58) == (1970, 2, 28)
assert date_from_days_since_epoch(11016) == (2000, 2, 29)
assert date_from_days_since_epoch(10957) == (2000, 1, 1)
assert date_from_days_since_epoch(19722) == (2023, 12, 31)
assert date_from_days_since_epoch(-25508) == (1900, 3, 1)
assert date_from_days_since_epoch(47541) == (2100, 3, 1)
assert date_from_days_since_epoch(-719468) == (0, 3, 1)

# --- implementation 2: strip whole 400-year cycles, then walk years and months ---
def _leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def date_from_days_since_epoch(days):
    cycles, rest = divmod(days, 146097)
    year = 1970 + 400 * cycles
    while rest >= (366 if _leap(year) else 365):
        rest -= 366 if _leap(year) else 365
        year += 1
    lengths = [31, 29 if _leap(year) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    month = 1
    while rest >= lengths[month - 1]:
        rest -= lengths[month - 1]
        month += 1
    return (year, month, rest + 1)

# --- implementation 3: days before each New Year from leap-year counts, year found by estimate and correction ---
def _days_before_year(year):
    leaps = lambda y: y // 4 - y // 100 + y // 400
    return 365 * (year - 1970) + leaps(year - 1) - leaps(1969)


def date_from_days_since_epoch(days):
    year = 1970 + days // 365
    while _days_before_year(year) > days:
        year -= 1
    while _days_before_year(year + 1) <= days:
        year += 1
    day_of_year = days - _days_before_year(year)
    leap = _days_before_year(year + 1) - _days_before_year(year) == 366
    starts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    starts = [s + (1 if leap and i >= 2 else 0) for i, s in enumerate(starts)]
    month = max(i for i, s in enumerate(starts) if s <= day_of_year) + 1
    return (year, month, day_of_year - starts[month - 1] + 1)

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, -1, 58, 59, 11016, -719468, -719469, rng.randint(-800000, 800000), rng.randint(-1000, 1000)]),)
