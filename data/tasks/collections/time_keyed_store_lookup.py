# domain: collections
# function: time_keyed_store_lookup
# query: Given (timestamp, value) entries for a key sorted by timestamp, return the value with the
#   largest timestamp <= t, or None when every entry is later than t (like a time-based
#   key-value store).

import bisect

def time_keyed_store_lookup(entries, t):
    times = [ts for ts, _ in entries]
    index = bisect.bisect_right(times, t)
    if index == 0:
        return None
    return entries[index - 1][1]

# --- tests ---
import pytest

assert time_keyed_store_lookup([], 5) is None
assert time_keyed_store_lookup([(1, "a")], 0) is None
assert time_keyed_store_lookup([(1, "a")], 1) == "a"
assert time_keyed_store_lookup([(1, "a"), (4, "b")], 3) == "a"
assert time_keyed_store_lookup([(1, "a"), (4, "b")], 4) == "b"
assert time_keyed_store_lookup([(1, "a"), (4, "b")], 100) == "b"
assert time_keyed_store_lookup([(2, "x"), (5, "y"), (9, "z")], 8) == "y"

# --- implementation 2: forward scan, remembering the last value not later than t ---
def time_keyed_store_lookup(entries, t):
    found = None
    for stamp, value in entries:
        if stamp > t:
            break
        found = value
    return found

# --- implementation 3: scan from the newest entry backwards ---
def time_keyed_store_lookup(entries, t):
    for stamp, value in reversed(entries):
        if stamp <= t:
            return value
    return None

# --- implementation 4: a hand-written binary search for the first timestamp after t ---
def time_keyed_store_lookup(entries, t):
    lo, hi = 0, len(entries)
    while lo < hi:
        mid = (lo + hi) // 2
        if entries[mid][0] <= t:
            lo = mid + 1
        else:
            hi = mid
    return entries[lo - 1][1] if lo else None

# --- inputs ---
def random_input(rng):
    stamps = sorted(rng.randint(0, 10) for _ in range(rng.randint(0, 6)))
    entries = [(s, "v%d" % i) for i, s in enumerate(stamps)]
    return (entries, rng.randint(-1, 11))
