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

# --- implementation 2: groupby on ordinal minus position, each group is one run ---
import datetime
from itertools import groupby


def compress_dates_to_ranges(dates):
    ordered = sorted(set(dates))
    runs = []
    for _, group in groupby(enumerate(ordered), key=lambda pair: pair[1].toordinal() - pair[0]):
        block = [d for _, d in group]
        runs.append((block[0], block[-1]))
    return runs

# --- implementation 3: track the current run's start and end, flush on a gap ---
import datetime


def compress_dates_to_ranges(dates):
    result = []
    start = end = None
    for d in sorted(set(dates)):
        if end is not None and d - end == datetime.timedelta(days=1):
            end = d
            continue
        if start is not None:
            result.append((start, end))
        start = end = d
    if start is not None:
        result.append((start, end))
    return result

# --- implementation 4: run starts are days whose previous day is absent; extend while the next is present ---
import datetime


def compress_dates_to_ranges(dates):
    present = set(dates)
    one_day = datetime.timedelta(days=1)
    ranges = []
    for start in sorted(d for d in present if d - one_day not in present):
        end = start
        while end + one_day in present:
            end += one_day
        ranges.append((start, end))
    return ranges

# --- inputs ---
import datetime


def random_input(rng):
    base = datetime.date(2023, 12, 25)
    return ([base + datetime.timedelta(days=rng.randint(0, 14)) for _ in range(rng.randint(0, 9))],)
