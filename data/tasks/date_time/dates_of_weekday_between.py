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
