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
