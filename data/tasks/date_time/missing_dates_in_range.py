# domain: date_time
# function: missing_dates_in_range
# query: Given a collection of datetime.date values, return the sorted list of dates missing between
#   the earliest and latest of them (inclusive range). Fewer than two distinct dates give [].

import datetime

def missing_dates_in_range(dates):
    present = set(dates)
    if len(present) < 2:
        return []
    current = min(present)
    last = max(present)
    missing = []
    while current < last:
        current += datetime.timedelta(days=1)
        if current not in present:
            missing.append(current)
    return missing

# --- tests ---
assert missing_dates_in_range([]) == []
assert missing_dates_in_range([datetime.date(2024, 1, 1)]) == []
assert missing_dates_in_range([datetime.date(2024, 1, 1), datetime.date(2024, 1, 2)]) == []
assert missing_dates_in_range([datetime.date(2024, 1, 3), datetime.date(2024, 1, 1)]) == [datetime.date(2024, 1, 2)]
assert missing_dates_in_range([datetime.date(2024, 2, 27), datetime.date(2024, 3, 1)]) == [datetime.date(2024, 2, 28), datetime.date(2024, 2, 29)]
assert missing_dates_in_range([datetime.date(2024, 1, 1), datetime.date(2024, 1, 4), datetime.date(2024, 1, 2)]) == [datetime.date(2024, 1, 3)]
assert missing_dates_in_range([datetime.date(2024, 1, 1), datetime.date(2024, 1, 1)]) == []
