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
