# domain: date_time
# function: hh_mm_ss_to_seconds
# query: Parse text, a duration string 'H:MM:SS' or 'MM:SS' (minutes and seconds must be 0-59), into
#   total seconds. Raise ValueError for a wrong number of fields or out-of-range
#   minutes/seconds.

def hh_mm_ss_to_seconds(text):
    parts = [int(p) for p in text.split(":")]
    if len(parts) == 2:
        parts.insert(0, 0)
    if len(parts) != 3:
        raise ValueError("expected H:MM:SS or MM:SS")
    hours, minutes, seconds = parts
    if minutes > 59 or seconds > 59 or hours < 0 or minutes < 0 or seconds < 0:
        raise ValueError("field out of range")
    return hours * 3600 + minutes * 60 + seconds

# --- tests ---
import pytest

assert hh_mm_ss_to_seconds("0:00:00") == 0
assert hh_mm_ss_to_seconds("1:02:05") == 3725
assert hh_mm_ss_to_seconds("03:45") == 225
assert hh_mm_ss_to_seconds("59:59") == 3599
assert hh_mm_ss_to_seconds("100:00:01") == 360001
with pytest.raises(ValueError):
    hh_mm_ss_to_seconds("1:60:00")
with pytest.raises(ValueError):
    hh_mm_ss_to_seconds("1:00:60")
with pytest.raises(ValueError):
    hh_mm_ss_to_seconds("1:2:3:4")
with pytest.raises(ValueError):
    hh_mm_ss_to_seconds("45")
with pytest.raises(ValueError):
    hh_mm_ss_to_seconds("-1:00:00")
