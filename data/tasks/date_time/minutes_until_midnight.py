# domain: date_time
# function: minutes_until_midnight
# query: Given clock, a 24-hour 'HH:MM' time, return how many minutes remain until the next midnight
#   ('00:00' gives 1440, '23:59' gives 1). Raise ValueError for hours outside 0-23 or minutes
#   outside 0-59.

def minutes_until_midnight(clock):
    hours, minutes = (int(part) for part in clock.split(":"))
    if hours < 0 or hours > 23 or minutes < 0 or minutes > 59:
        raise ValueError("invalid time")
    return 1440 - (hours * 60 + minutes)

# --- tests ---
import pytest

assert minutes_until_midnight("00:00") == 1440
assert minutes_until_midnight("23:59") == 1
assert minutes_until_midnight("12:00") == 720
assert minutes_until_midnight("18:45") == 315
assert minutes_until_midnight("00:01") == 1439
with pytest.raises(ValueError):
    minutes_until_midnight("24:00")
with pytest.raises(ValueError):
    minutes_until_midnight("10:60")
with pytest.raises(ValueError):
    minutes_until_midnight("-1:30")
with pytest.raises(ValueError):
    minutes_until_midnight("10:-5")
