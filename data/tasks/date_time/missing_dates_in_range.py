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

# --- implementation 2: ordinal numbers of the span minus those present ---
import datetime


def missing_dates_in_range(dates):
    ordinals = {d.toordinal() for d in dates}
    if len(ordinals) < 2:
        return []
    span = range(min(ordinals), max(ordinals) + 1)
    return [datetime.date.fromordinal(n) for n in span if n not in ordinals]

# --- implementation 3: walks the sorted distinct dates and fills each hole between neighbours ---
import datetime


def missing_dates_in_range(dates):
    ordered = sorted(set(dates))
    holes = []
    for prev, nxt in zip(ordered, ordered[1:]):
        for k in range(1, (nxt - prev).days):
            holes.append(prev + datetime.timedelta(days=k))
    return holes

# --- implementation 4: every day of the span as a set, minus the given dates, sorted ---
import datetime


def missing_dates_in_range(dates):
    present = set(dates)
    if len(present) < 2:
        return []
    first = min(present)
    span = (max(present) - first).days
    every_day = {first + datetime.timedelta(days=k) for k in range(span + 1)}
    return sorted(every_day - present)

# --- inputs ---
import datetime


def random_input(rng):
    base = datetime.date(2024, 2, 20)
    n = rng.randint(0, 7)
    dates = [base + datetime.timedelta(days=rng.randint(-5, 15)) for _ in range(n)]
    if dates and rng.random() < 0.3:
        dates.append(dates[0])
    if rng.random() < 0.2:
        dates = [base, base + datetime.timedelta(days=rng.choice([1, 2]))]
    return (dates,)
