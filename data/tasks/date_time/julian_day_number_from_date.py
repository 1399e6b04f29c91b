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
