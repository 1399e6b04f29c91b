# domain: date_time
# function: format_seconds_compact_duration
# query: Format a non-negative number of seconds as a compact duration like '1h30m' or '2d3h4m5s',
#   omitting zero components; 0 seconds becomes '0s'. Raise ValueError for negative input.

def format_seconds_compact_duration(seconds):
    if seconds < 0:
        raise ValueError("negative duration")
    if seconds == 0:
        return "0s"
    parts = []
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        count = seconds // size
        seconds -= count * size
        if count > 0:
            parts.append("%d%s" % (count, unit))
    return "".join(parts)

# --- tests ---
import pytest

assert format_seconds_compact_duration(0) == "0s"
assert format_seconds_compact_duration(1) == "1s"
assert format_seconds_compact_duration(59) == "59s"
assert format_seconds_compact_duration(60) == "1m"
assert format_seconds_compact_duration(5400) == "1h30m"
assert format_seconds_compact_duration(86400) == "1d"
assert format_seconds_compact_duration(183845) == "2d3h4m5s"
assert format_seconds_compact_duration(3601) == "1h1s"
with pytest.raises(ValueError):
    format_seconds_compact_duration(-1)

# --- implementation 2: successive divmod calls, then keep the non-zero fields ---
def format_seconds_compact_duration(seconds):
    if seconds < 0:
        raise ValueError("seconds must be non-negative")
    minutes, secs = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    text = "".join(f"{v}{u}" for v, u in ((days, "d"), (hours, "h"), (minutes, "m"), (secs, "s")) if v)
    return text or "0s"

# --- implementation 3: recursion that peels off the largest unit present ---
def format_seconds_compact_duration(seconds):
    if seconds < 0:
        raise ValueError("negative")
    if seconds == 0:
        return "0s"
    for size, label in ((86400, "d"), (3600, "h"), (60, "m"), (1, "s")):
        if seconds >= size:
            rest = seconds % size
            head = str(seconds // size) + label
            return head + (format_seconds_compact_duration(rest) if rest else "")

# --- implementation 4: a timedelta supplies the days, the rest split with divmod ---
from datetime import timedelta


def format_seconds_compact_duration(seconds):
    if seconds < 0:
        raise ValueError("seconds must not be negative")
    span = timedelta(seconds=seconds)
    hours, rest = divmod(span.seconds, 3600)
    fields = [(span.days, "d"), (hours, "h"), (rest // 60, "m"), (rest % 60, "s")]
    return "".join(f"{n}{unit}" for n, unit in fields if n) or "0s"

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.07:
        return (-rng.randint(1, 1000),)
    if r < 0.3:
        return (rng.choice([0, 1, 59, 60, 61, 3599, 3600, 3601, 86399, 86400, 86401]),)
    d, h, m, s = rng.randint(0, 3), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    if rng.random() < 0.5:
        h, m, s = rng.choice([(h, 0, s), (0, m, 0), (h, m, 0), (0, 0, s)])
    return (d * 86400 + h * 3600 + m * 60 + s,)
