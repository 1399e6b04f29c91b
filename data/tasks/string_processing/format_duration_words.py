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
