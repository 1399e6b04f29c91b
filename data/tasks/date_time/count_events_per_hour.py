# domain: date_time
# function: count_events_per_hour
# query: Given a list of 'HH:MM' event times, return a sorted list of (hour, count) pairs for the
#   hours that contain at least one event. Raise ValueError for an hour outside 0-23.

def count_events_per_hour(times):
    counts = {}
    for clock in times:
        hour = int(clock.split(":")[0])
        if hour < 0 or hour > 23:
            raise ValueError("invalid hour")
        counts[hour] = counts.get(hour, 0) + 1
    return sorted(counts.items())

# --- tests ---
import pytest

assert count_events_per_hour([]) == []
assert count_events_per_hour(["09:15"]) == [(9, 1)]
assert count_events_per_hour(["09:15", "09:45", "10:00"]) == [(9, 2), (10, 1)]
assert count_events_per_hour(["23:59", "00:00", "23:00"]) == [(0, 1), (23, 2)]
assert count_events_per_hour(["12:00", "12:00", "12:30"]) == [(12, 3)]
with pytest.raises(ValueError):
    count_events_per_hour(["24:00"])
with pytest.raises(ValueError):
    count_events_per_hour(["-1:00"])

# --- implementation 2: validate the hours, then a Counter ---
from collections import Counter


def count_events_per_hour(times):
    hours = [int(clock.split(":")[0]) for clock in times]
    if any(not 0 <= h <= 23 for h in hours):
        raise ValueError("hour outside 0-23")
    return sorted(Counter(hours).items())

# --- implementation 3: 24 bins indexed by hour, the non-empty ones listed ---
def count_events_per_hour(times):
    bins = [0] * 24
    for clock in times:
        hour_text, _, _ = clock.partition(":")
        hour = int(hour_text)
        if hour not in range(24):
            raise ValueError("invalid hour %d" % hour)
        bins[hour] += 1
    return [(hour, n) for hour, n in enumerate(bins) if n]

# --- implementation 4: sort the hours, check the extremes, groupby for the counts ---
from itertools import groupby


def count_events_per_hour(times):
    hours = sorted(int(clock.split(":")[0]) for clock in times)
    if hours and (hours[0] < 0 or hours[-1] > 23):
        raise ValueError("hour must be within 0-23")
    return [(hour, len(list(group))) for hour, group in groupby(hours)]

# --- inputs ---
def random_input(rng):
    times = ["%02d:%02d" % (rng.choice([0, 9, 12, 23, rng.randint(0, 23)]), rng.randint(0, 59)) for _ in range(rng.randint(0, 7))]
    if times and rng.random() < 0.1:
        times[rng.randrange(len(times))] = rng.choice(["24:00", "-1:00", "99:10"])
    return (times,)
