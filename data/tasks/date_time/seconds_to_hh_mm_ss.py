# domain: date_time
# function: seconds_to_hh_mm_ss
# query: Format total, a non-negative number of seconds, as 'HH:MM:SS' with zero padding; hours are
#   not wrapped at 24 and may exceed two digits (e.g. 360000 -> '100:00:00'). Raise ValueError
#   for negative input.

def seconds_to_hh_mm_ss(total):
    if total < 0:
        raise ValueError("negative seconds")
    hours = total // 3600
    minutes = (total % 3600) // 60
    seconds = total % 60
    return "%02d:%02d:%02d" % (hours, minutes, seconds)

# --- tests ---
import pytest

assert seconds_to_hh_mm_ss(0) == "00:00:00"
assert seconds_to_hh_mm_ss(59) == "00:00:59"
assert seconds_to_hh_mm_ss(60) == "00:01:00"
assert seconds_to_hh_mm_ss(3599) == "00:59:59"
assert seconds_to_hh_mm_ss(3600) == "01:00:00"
assert seconds_to_hh_mm_ss(3725) == "01:02:05"
assert seconds_to_hh_mm_ss(360000) == "100:00:00"
assert seconds_to_hh_mm_ss(86399) == "23:59:59"
with pytest.raises(ValueError):
    seconds_to_hh_mm_ss(-1)
