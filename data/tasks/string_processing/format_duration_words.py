# domain: string_processing
# function: format_duration_words
# query: Format a number of seconds as human-readable English, e.g. 3725 -> "1 hour, 2 minutes and 5
#   seconds", using days, hours, minutes and seconds, skipping zero units, with correct singular or
#   plural. 0 gives "now"; raise ValueError for negative input.

def format_duration_words(seconds):
    if seconds < 0:
        raise ValueError("seconds must be non-negative")
    if seconds == 0:
        return "now"
    units = [("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1)]
    parts = []
    for name, size in units:
        amount = seconds // size
        seconds %= size
        if amount > 0:
            parts.append("%d %s%s" % (amount, name, "" if amount == 1 else "s"))
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]

# --- tests ---
import pytest

assert format_duration_words(0) == "now"
assert format_duration_words(1) == "1 second"
assert format_duration_words(62) == "1 minute and 2 seconds"
assert format_duration_words(3600) == "1 hour"
assert format_duration_words(3725) == "1 hour, 2 minutes and 5 seconds"
assert format_duration_words(86400 * 2 + 59) == "2 days and 59 seconds"
assert format_duration_words(86399) == "23 hours, 59 minutes and 59 seconds"
assert format_duration_words(120) == "2 minutes"
with pytest.raises(ValueError):
    format_duration_words(-1)

# --- implementation 2: divmod chain into the four units, then join the non-zero ones ---
def format_duration_words(seconds):
    if seconds < 0:
        raise ValueError("negative duration")
    minutes, secs = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    named = [(days, "day"), (hours, "hour"), (minutes, "minute"), (secs, "second")]
    parts = [f"{n} {unit}" + ("s" if n != 1 else "") for n, unit in named if n]
    if not parts:
        return "now"
    if len(parts) == 1:
        return parts[0]
    return f"{', '.join(parts[:-1])} and {parts[-1]}"

# --- implementation 3: peel the units off in a loop and rewrite the last comma as " and " ---
def format_duration_words(seconds):
    if seconds < 0:
        raise ValueError(seconds)
    text = ""
    remaining = seconds
    for size, unit in ((86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")):
        count, remaining = remaining // size, remaining % size
        if count:
            text += "%s%d %s%s" % (", " if text else "", count, unit, "s" * (count > 1))
    if not text:
        return "now"
    head, sep, last = text.rpartition(", ")
    return head + " and " + last if sep else text

# --- inputs ---
def random_input(rng):
    units = [86400, 3600, 60, 1]
    seconds = sum(rng.choice([0, 0, 1, 2, 23, 59]) * u for u in units)
    if rng.random() < 0.05:
        seconds = -rng.randint(1, 100)
    return (seconds,)
