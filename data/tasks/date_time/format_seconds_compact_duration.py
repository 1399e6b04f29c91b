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
