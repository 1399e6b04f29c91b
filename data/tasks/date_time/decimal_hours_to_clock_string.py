# domain: date_time
# function: decimal_hours_to_clock_string
# query: Convert a non-negative number of decimal hours (e.g. 1.75) to an 'H:MM' string, rounding to
#   the nearest minute (so 1.999 -> '2:00'). Raise ValueError for negative input.

def decimal_hours_to_clock_string(hours):
    if hours < 0:
        raise ValueError("negative hours")
    total_minutes = round(hours * 60)
    whole_hours = total_minutes // 60
    minutes = total_minutes % 60
    return "%d:%02d" % (whole_hours, minutes)

# --- tests ---
import pytest

assert decimal_hours_to_clock_string(0) == "0:00"
assert decimal_hours_to_clock_string(1.75) == "1:45"
assert decimal_hours_to_clock_string(0.5) == "0:30"
assert decimal_hours_to_clock_string(1.999) == "2:00"
assert decimal_hours_to_clock_string(8.1) == "8:06"
assert decimal_hours_to_clock_string(25.25) == "25:15"
assert decimal_hours_to_clock_string(0.99) == "0:59"
with pytest.raises(ValueError):
    decimal_hours_to_clock_string(-0.5)
