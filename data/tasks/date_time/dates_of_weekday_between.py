# domain: date_time
# function: dates_of_weekday_between
# query: Between two datetime.date values start and end (inclusive), list every date falling on a
#   given weekday (0=Monday .. 6=Sunday), in order; an empty list when end is before start.

import datetime

def dates_of_weekday_between(start, end, weekday):
    offset = (weekday - start.weekday()) % 7
    current = start + datetime.timedelta(days=offset)
    result = []
    while current <= end:
        result.append(current)
        current += datetime.timedelta(days=7)
    return result

# --- tests ---
assert dates_of_weekday_between(datetime.date(2024, 3, 1), datetime.date(2024, 3, 31), 0) == [datetime.date(2024, 3, 4), datetime.date(2024, 3, 11), datetime.date(2024, 3, 18), datetime.date(2024, 3, 25)]
assert dates_of_weekday_between(datetime.date(2024, 3, 4), datetime.date(2024, 3, 4), 0) == [datetime.date(2024, 3, 4)]
assert dates_of_weekday_between(datetime.date(2024, 3, 4), datetime.date(2024, 3, 4), 1) == []
assert dates_of_weekday_between(datetime.date(2024, 3, 5), datetime.date(2024, 3, 11), 0) == [datetime.date(2024, 3, 11)]
assert dates_of_weekday_between(datetime.date(2024, 3, 5), datetime.date(2024, 3, 10), 0) == []
assert dates_of_weekday_between(datetime.date(2024, 3, 10), datetime.date(2024, 3, 1), 6) == []
assert dates_of_weekday_between(datetime.date(2024, 2, 25), datetime.date(2024, 3, 3), 3) == [datetime.date(2024, 2, 29)]

# --- implementation 2: walk every day of the range and keep the matching ones ---
import datetime


def dates_of_weekday_between(start, end, weekday):
    found = []
    day = start
    while day <= end:
        if day.weekday() == weekday:
            found.append(day)
        day += datetime.timedelta(days=1)
    return found

# --- implementation 3: ordinal arithmetic for the first match, then a range with step 7 ---
import datetime


def dates_of_weekday_between(start, end, weekday):
    first = start.toordinal() + (weekday - start.weekday()) % 7
    last = end.toordinal()
    return [datetime.date.fromordinal(o) for o in range(first, last + 1, 7)]

# --- inputs ---
import datetime


def random_input(rng):
    start = datetime.date(2024, 2, 20) + datetime.timedelta(days=rng.randint(0, 20))
    end = start + datetime.timedelta(days=rng.choice([0, -1, 6, 7, 30, rng.randint(-5, 40)]))
    return (start, end, rng.randint(0, 6))
