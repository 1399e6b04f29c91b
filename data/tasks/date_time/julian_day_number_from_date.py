# domain: date_time
# function: julian_day_number_from_date
# query: Given a proleptic Gregorian calendar date as year, month and day, compute its Julian Day
#   Number (integer, for noon), e.g. 2000-01-01 -> 2451545.

def julian_day_number_from_date(year, month, day):
    a = (14 - month) // 12
    y = year + 4800 - a
    m = month + 12 * a - 3
    jdn = day + (153 * m + 2) // 5 + 365 * y
    jdn += y // 4 - y // 100 + y // 400 - 32045
    return jdn

# --- tests ---
assert julian_day_number_from_date(2000, 1, 1) == 2451545
assert julian_day_number_from_date(1970, 1, 1) == 2440588
assert julian_day_number_from_date(2000, 3, 1) == 2451605
assert julian_day_number_from_date(2000, 2, 29) == 2451604
assert julian_day_number_from_date(1900, 3, 1) == 2415080
assert julian_day_number_from_date(2024, 12, 31) == 2460676
assert julian_day_number_from_date(1582, 10, 15) == 2299161
assert julian_day_number_from_date(2100, 3, 1) == 2488129

# --- implementation 2: days from the civil date in 400-year eras (days_from_civil), plus the JDN of 1970-01-01 ---
def julian_day_number_from_date(year, month, day):
    y = year - 1 if month <= 2 else year
    era = y // 400
    year_of_era = y - era * 400
    day_of_year = (153 * ((month + 9) % 12) + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * 146097 + day_of_era - 719468 + 2440588

# --- implementation 3: counts days in whole years, leap days and whole months before the date ---
CUMULATIVE = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)


def julian_day_number_from_date(year, month, day):
    prior = year - 1
    days = 365 * prior + prior // 4 - prior // 100 + prior // 400
    days += CUMULATIVE[month - 1] + day
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    if leap and month > 2:
        days += 1
    return days + 1721425

# --- implementation 4: the Fliegel-Van Flandern integer formula ---
def julian_day_number_from_date(year, month, day):
    shift = -1 if month <= 2 else 0
    years_part = 1461 * (year + 4800 + shift) // 4
    months_part = 367 * (month - 2 - 12 * shift) // 12
    century_part = 3 * ((year + 4900 + shift) // 100) // 4
    return years_part + months_part - century_part + day - 32075

# --- inputs ---
def random_input(rng):
    year = rng.choice([1, 4, 100, 400, 1582, 1900, 1970, 2000, 2024, 2100, rng.randint(1, 9999)])
    if rng.random() < 0.15:
        year = rng.choice([0, -1, -100, -400, -4712, -4713, rng.randint(-4700, 0)])
    month = rng.randint(1, 12)
    day = rng.randint(1, 28)
    if rng.random() < 0.25:
        month, day = rng.choice([(2, 28), (3, 1), (12, 31), (1, 1)])
    return (year, month, day)
