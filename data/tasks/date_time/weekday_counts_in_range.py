# domain: date_time
# function: weekday_counts_in_range
# query: For the inclusive date range from start to end (datetime.date), return a list of 7 counts
#   of how many Mondays, Tuesdays, ..., Sundays it contains, computed without iterating day by day.
#   An empty range (end before start) gives all zeros.

import datetime

def weekday_counts_in_range(start, end):
    counts = [0] * 7
    total = (end - start).days + 1
    if total <= 0:
        return counts
    full_weeks, extra = divmod(total, 7)
    for i in range(7):
        counts[i] = full_weeks
    first = start.weekday()
    for k in range(extra):
        counts[(first + k) % 7] += 1
    return counts

# --- tests ---
assert weekday_counts_in_range(datetime.date(2024, 3, 4), datetime.date(2024, 3, 4)) == [1, 0, 0, 0, 0, 0, 0]
assert weekday_counts_in_range(datetime.date(2024, 3, 4), datetime.date(2024, 3, 10)) == [1, 1, 1, 1, 1, 1, 1]
assert weekday_counts_in_range(datetime.date(2024, 3, 4), datetime.date(2024, 3, 2)) == [0, 0, 0, 0, 0, 0, 0]
assert weekday_counts_in_range(datetime.date(2024, 3, 9), datetime.date(2024, 3, 12)) == [1, 1, 0, 0, 0, 1, 1]
assert weekday_counts_in_range(datetime.date(2024, 3, 1), datetime.date(2024, 3, 31)) == [4, 4, 4, 4, 5, 5, 5]
assert weekday_counts_in_range(datetime.date(2024, 3, 6), datetime.date(2024, 3, 20)) == [2, 2, 3, 2, 2, 2, 2]
assert weekday_counts_in_range(datetime.date(2024, 1, 1), datetime.date(2024, 12, 31)) == [53, 53, 52, 52, 52, 52, 52]

# --- implementation 2: per weekday, the offset of its first occurrence and how many weeks follow ---
import datetime


def weekday_counts_in_range(start, end):
    length = (end - start).days + 1
    counts = []
    for weekday in range(7):
        first = (weekday - start.weekday()) % 7
        counts.append(0 if first >= length else (length - first + 6) // 7)
    return counts

# --- implementation 3: counts ordinals congruent to each weekday by floor division ---
import datetime


def weekday_counts_in_range(start, end):
    lo, hi = start.toordinal(), end.toordinal()
    if hi < lo:
        return [0] * 7
    return [(hi - 1 - w) // 7 - (lo - 2 - w) // 7 for w in range(7)]

# --- inputs ---
import datetime


def random_input(rng):
    start = datetime.date(2024, 1, 1) + datetime.timedelta(days=rng.randint(0, 400))
    span = rng.choice([-3, -1, 0, 1, 6, 7, 8, 13, 14, 30, 365, rng.randint(-5, 100)])
    return (start, start + datetime.timedelta(days=span))
