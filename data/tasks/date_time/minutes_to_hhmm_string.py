# domain: date_time
# function: minutes_to_hhmm_string
# query: Format total, a non-negative number of minutes, as an 'H:MM' duration string where hours
#   are not limited to 24 (e.g. 125 -> '2:05', 1500 -> '25:00', 0 -> '0:00'). Raise ValueError
#   for negative values.

def minutes_to_hhmm_string(total):
    if total < 0:
        raise ValueError("negative minutes")
    hours = total // 60
    minutes = total % 60
    return "%d:%02d" % (hours, minutes)

# --- tests ---
import pytest

assert minutes_to_hhmm_string(0) == "0:00"
assert minutes_to_hhmm_string(5) == "0:05"
assert minutes_to_hhmm_string(59) == "0:59"
assert minutes_to_hhmm_string(60) == "1:00"
assert minutes_to_hhmm_string(125) == "2:05"
assert minutes_to_hhmm_string(1500) == "25:00"
with pytest.raises(ValueError):
    minutes_to_hhmm_string(-1)
