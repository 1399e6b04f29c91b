# domain: date_time
# function: elapsed_time_largest_unit_phrase
# query: Describe an elapsed number of seconds using only its largest whole unit, e.g. 'just now'
#   (under 60 s), '1 minute ago', '5 hours ago', '2 days ago', with singular units for 1. Raise
#   ValueError for negative input.

def elapsed_time_largest_unit_phrase(seconds):
    if seconds < 0:
        raise ValueError("negative elapsed time")
    if seconds < 60:
        return "just now"
    for name, size in (("day", 86400), ("hour", 3600), ("minute", 60)):
        count = seconds // size
        if count >= 1:
            plural = "" if count == 1 else "s"
            return "%d %s%s ago" % (count, name, plural)

# --- tests ---
import pytest

assert elapsed_time_largest_unit_phrase(0) == "just now"
assert elapsed_time_largest_unit_phrase(59) == "just now"
assert elapsed_time_largest_unit_phrase(60) == "1 minute ago"
assert elapsed_time_largest_unit_phrase(119) == "1 minute ago"
assert elapsed_time_largest_unit_phrase(3599) == "59 minutes ago"
assert elapsed_time_largest_unit_phrase(3600) == "1 hour ago"
assert elapsed_time_largest_unit_phrase(18000) == "5 hours ago"
assert elapsed_time_largest_unit_phrase(86400) == "1 day ago"
assert elapsed_time_largest_unit_phrase(200000) == "2 days ago"
with pytest.raises(ValueError):
    elapsed_time_largest_unit_phrase(-1)

# --- implementation 2: an if-chain on the thresholds with a pluralising helper ---
def _ago(n, unit):
    return "%d %s ago" % (n, unit if n == 1 else unit + "s")


def elapsed_time_largest_unit_phrase(seconds):
    if seconds < 0:
        raise ValueError("seconds must be >= 0")
    if seconds >= 86400:
        return _ago(seconds // 86400, "day")
    if seconds >= 3600:
        return _ago(seconds // 3600, "hour")
    if seconds >= 60:
        return _ago(seconds // 60, "minute")
    return "just now"

# --- implementation 3: picks the first fitting unit with next() over a unit list ---
UNITS = [(86400, "day"), (3600, "hour"), (60, "minute")]


def elapsed_time_largest_unit_phrase(seconds):
    if seconds < 0:
        raise ValueError("elapsed time cannot be negative")
    size, name = next(((s, n) for s, n in UNITS if seconds >= s), (None, None))
    if size is None:
        return "just now"
    amount = int(seconds // size)
    suffix = "s" if amount > 1 else ""
    return f"{amount} {name}{suffix} ago"

# --- implementation 4: bisect over the unit thresholds picks the largest unit reached ---
import bisect

THRESHOLDS = [60, 3600, 86400]
NAMES = ["minute", "hour", "day"]


def elapsed_time_largest_unit_phrase(seconds):
    if seconds < 0:
        raise ValueError("negative seconds")
    level = bisect.bisect_right(THRESHOLDS, seconds)
    if level == 0:
        return "just now"
    count = int(seconds // THRESHOLDS[level - 1])
    name = NAMES[level - 1] if count == 1 else NAMES[level - 1] + "s"
    return f"{count} {name} ago"

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (-rng.randint(1, 100),)
    if r < 0.4:
        base = rng.choice([60, 3600, 86400, 120, 7200, 172800])
        return (base + rng.choice([-1, 0, 1]),)
    if r < 0.55:
        return (rng.randint(0, 400000) / 4,)
    return (rng.randint(0, 10 ** rng.randint(1, 7)),)
