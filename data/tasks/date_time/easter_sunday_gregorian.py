# domain: date_time
# function: easter_sunday_gregorian
# query: Compute the date of (Western) Easter Sunday for a Gregorian year using the anonymous
#   Gregorian algorithm (Meeus/Jones/Butcher) and return it as a (month, day) tuple.

def easter_sunday_gregorian(year):
    a = year % 19
    b, c = divmod(year, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month = (h + l - 7 * m + 114) // 31
    day = (h + l - 7 * m + 114) % 31 + 1
    return (month, day)

# --- tests ---
assert easter_sunday_gregorian(2024) == (3, 31)
assert easter_sunday_gregorian(2025) == (4, 20)
assert easter_sunday_gregorian(2000) == (4, 23)
assert easter_sunday_gregorian(2019) == (4, 21)
assert easter_sunday_gregorian(2008) == (3, 23)
assert easter_sunday_gregorian(2038) == (4, 25)
assert easter_sunday_gregorian(1818) == (3, 22)
assert easter_sunday_gregorian(1981) == (4, 19)
assert easter_sunday_gregorian(1954) == (4, 18)
assert easter_sunday_gregorian(2285) == (3, 22)
