# domain: date_time
# function: day_of_week_zeller
# query: Given a Gregorian date as year, month and day, compute its weekday with Zeller's
#   congruence, without the datetime module, returning the English weekday name ('Monday' ..
#   'Sunday').

def day_of_week_zeller(year, month, day):
    if month < 3:
        month += 12
        year -= 1
    k = year % 100
    j = year // 100
    h = (day + 13 * (month + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    names = ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    return names[h]

# --- tests ---
assert day_of_week_zeller(2024, 3, 4) == "Monday"
assert day_of_week_zeller(2000, 1, 1) == "Saturday"
assert day_of_week_zeller(2024, 2, 29) == "Thursday"
assert day_of_week_zeller(2023, 12, 31) == "Sunday"
assert day_of_week_zeller(1969, 7, 20) == "Sunday"
assert day_of_week_zeller(1900, 3, 1) == "Thursday"
assert day_of_week_zeller(2024, 3, 1) == "Friday"
assert day_of_week_zeller(2021, 9, 14) == "Tuesday"
assert day_of_week_zeller(1776, 7, 4) == "Thursday"
assert day_of_week_zeller(2100, 1, 1) == "Friday"

# --- implementation 2: Zeller's congruence in its full-year Gregorian form ---
def day_of_week_zeller(year, month, day):
    if month <= 2:
        year, month = year - 1, month + 12
    h = (day + (13 * (month + 1)) // 5 + year + year // 4 - year // 100 + year // 400) % 7
    return ("Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday")[h]

# --- implementation 3: Zeller with the -2J century term, converted to a Monday-first index ---
NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def day_of_week_zeller(year, month, day):
    m = month + 12 if month < 3 else month
    y = year - 1 if month < 3 else year
    century, yy = divmod(y, 100)
    h = (day + 13 * (m + 1) // 5 + yy + yy // 4 + century // 4 - 2 * century) % 7
    return NAMES[(h + 5) % 7]

# --- inputs ---
import calendar


def random_input(rng):
    year = rng.randint(1583, 2400)
    month = rng.randint(1, 12)
    return (year, month, rng.randint(1, calendar.monthrange(year, month)[1]))
