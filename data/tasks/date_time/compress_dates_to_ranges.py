# domain: date_time
# function: compress_dates_to_ranges
# query: Collapse a list of datetime.date values dates (unsorted, duplicates allowed) into sorted
#   (first, last) tuples of runs of consecutive days; an isolated day becomes (day, day).

import datetime

def compress_dates_to_ranges(dates):
    ranges = []
    for d in sorted(set(dates)):
        if ranges and (d - ranges[-1][1]).days == 1:
            ranges[-1] = (ranges[-1][0], d)
        else:
            ranges.append((d, d))
    return ranges

# --- tests ---
assert compress_dates_to_ranges([]) == []
assert compress_dates_to_ranges([datetime.date(2024, 1, 5)]) == [(datetime.date(2024, 1, 5), datetime.date(2024, 1, 5))]
assert compress_dates_to_ranges([datetime.date(2024, 1, 2), datetime.date(2024, 1, 1)]) == [(datetime.date(2024, 1, 1), datetime.date(2024, 1, 2))]
assert compress_dates_to_ranges([datetime.date(2024, 1, 1), datetime.date(2024, 1, 3)]) == [(datetime.date(2024, 1, 1), datetime.date(2024, 1, 1)), (datetime.date(2024, 1, 3), datetime.date(2024, 1, 3))]
assert compress_dates_to_ranges([datetime.date(2024, 2, 28), datetime.date(2024, 3, 1), datetime.date(2024, 2, 29)]) == [(datetime.date(2024, 2, 28), datetime.date(2024, 3, 1))]
assert compress_dates_to_ranges([datetime.date(2024, 1, 1), datetime.date(2024, 1, 1), datetime.date(2024, 1, 2)]) == [(datetime.date(2024, 1, 1), datetime.date(2024, 1, 2))]
assert compress_dates_to_ranges([datetime.date(2023, 12, 31), datetime.date(2024, 1, 1), datetime.date(2024, 1, 5), datetime.date(2024, 1, 6), datetime.date(2024, 1, 7)]) == [(datetime.date(2023, 12, 31), datetime.date(2024, 1, 1)), (datetime.date(2024, 1, 5), datetime.date(2024, 1, 7))]
