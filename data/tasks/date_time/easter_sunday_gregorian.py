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

# --- implementation 2: Gauss's Easter algorithm with its two April exceptions ---
def easter_sunday_gregorian(year):
    a, b, c = year % 19, year % 4, year % 7
    k = year // 100
    p = (13 + 8 * k) // 25
    q = k // 4
    big_m = (15 - p + k - q) % 30
    big_n = (4 + k - q) % 7
    d = (19 * a + big_m) % 30
    e = (2 * b + 4 * c + 6 * d + big_n) % 7
    if d == 29 and e == 6:
        return (4, 19)
    if d == 28 and e == 6 and (11 * big_m + 11) % 30 < 19:
        return (4, 18)
    day = 22 + d + e
    return (3, day) if day <= 31 else (4, day - 31)

# --- implementation 3: Knuth's epact computation (golden number, century corrections) ---
def easter_sunday_gregorian(year):
    golden = year % 19 + 1
    century = year // 100 + 1
    skipped = 3 * century // 4 - 12
    moon_fix = (8 * century + 5) // 25 - 5
    sunday = 5 * year // 4 - skipped - 10
    epact = (11 * golden + 20 + moon_fix - skipped) % 30
    if (epact == 25 and golden > 11) or epact == 24:
        epact += 1
    full_moon = 44 - epact
    if full_moon < 21:
        full_moon += 30
    n = full_moon + 7 - (sunday + full_moon) % 7
    if n > 31:
        return (4, n - 31)
    return (3, n)

# --- implementation 4: Oudin's algorithm (1940) with truncating divisions ---
def easter_sunday_gregorian(year):
    century = year // 100
    golden = year % 19
    k = int((century - 17) / 25)
    i = (century - century // 4 - (century - k) // 3 + 19 * golden + 15) % 30
    i -= (i // 28) * (1 - (i // 28) * (29 // (i + 1)) * ((21 - golden) // 11))
    j = (year + year // 4 + i + 2 - century + century // 4) % 7
    offset = i - j
    month = 3 + (offset + 40) // 44
    day = offset + 28 - 31 * (month // 4)
    return (month, day)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.2:
        return (rng.choice([1583, 1818, 1954, 1981, 2000, 2008, 2038, 2285, 4099, 1700, 1800, 1900]),)
    return (rng.randint(1583, 4099),)
