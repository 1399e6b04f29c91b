# domain: date_time
# function: clock_string_to_decimal_hours
# query: Convert text, an 'H:MM' duration string (minutes 00-59, hours unbounded), to decimal hours
#   rounded to 2 decimals, e.g. '1:45' -> 1.75 and '0:20' -> 0.33. Raise ValueError if the
#   minutes are out of range or the format is wrong.

def clock_string_to_decimal_hours(text):
    parts = text.split(":")
    if len(parts) != 2 or len(parts[1]) != 2:
        raise ValueError("expected H:MM")
    hours, minutes = int(parts[0]), int(parts[1])
    if minutes < 0 or minutes > 59 or hours < 0:
        raise ValueError("out of range")
    return round(hours + minutes / 60, 2)

# --- tests ---
import pytest

assert clock_string_to_decimal_hours("1:45") == 1.75
assert clock_string_to_decimal_hours("0:20") == 0.33
assert clock_string_to_decimal_hours("0:00") == 0.0
assert clock_string_to_decimal_hours("10:59") == 10.98
assert clock_string_to_decimal_hours("100:30") == 100.5
with pytest.raises(ValueError):
    clock_string_to_decimal_hours("1:60")
with pytest.raises(ValueError):
    clock_string_to_decimal_hours("1:5")
with pytest.raises(ValueError):
    clock_string_to_decimal_hours("1:05:00")
with pytest.raises(ValueError):
    clock_string_to_decimal_hours("-1:30")
