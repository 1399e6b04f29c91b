# domain: collections
# function: hits_in_last_window
# query: Given sorted hit timestamps and a query_time, return how many hits happened in the last
#   window seconds (window defaults to 300), i.e. with query_time - window < t <= query_time.

import bisect

def hits_in_last_window(timestamps, query_time, window=300):
    right = bisect.bisect_right(timestamps, query_time)
    left = bisect.bisect_right(timestamps, query_time - window)
    return right - left

# --- tests ---
import pytest

assert hits_in_last_window([], 10) == 0
assert hits_in_last_window([1, 2, 3], 3) == 3
assert hits_in_last_window([1, 2, 3, 300], 300) == 4
assert hits_in_last_window([1, 2, 3, 300], 301) == 3
assert hits_in_last_window([1, 2, 3, 300], 2) == 2
assert hits_in_last_window([5, 10, 15, 20], 20, 10) == 2
assert hits_in_last_window([5, 10, 15, 20], 14, 5) == 1
assert hits_in_last_window([7, 7, 7], 7, 1) == 3

# --- implementation 2: test every timestamp against the window bounds ---
def hits_in_last_window(timestamps, query_time, window=300):
    oldest_excluded = query_time - window
    hits = 0
    for t in timestamps:
        if oldest_excluded < t <= query_time:
            hits += 1
    return hits

# --- implementation 3: scan backwards from the newest hit until one is too old ---
def hits_in_last_window(timestamps, query_time, window=300):
    count = 0
    for t in reversed(timestamps):
        if t <= query_time - window:
            break
        if t <= query_time:
            count += 1
    return count

# --- inputs ---
def random_input(rng):
    stamps = sorted(rng.randint(0, 700) for _ in range(rng.randint(0, 12)))
    if stamps and rng.random() < 0.3:
        stamps.insert(rng.randrange(len(stamps)), stamps[rng.randrange(len(stamps))])
        stamps.sort()
    query_time = rng.choice([rng.randint(0, 800)] + stamps[-1:] + [s + 300 for s in stamps[:1]])
    if rng.random() < 0.4:
        window = rng.choice([1, 5, 10, rng.randint(1, 100)])
        if stamps and rng.random() < 0.5:
            query_time = rng.choice(stamps) + window
        return (stamps, query_time, window)
    return (stamps, query_time)
