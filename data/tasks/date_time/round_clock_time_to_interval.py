# domain: date_time
# function: round_clock_time_to_interval
# query: Round clock, a 24-hour 'HH:MM' time, to the nearest multiple of interval minutes (ties
#   round up), wrapping past midnight (e.g. '23:53' to 15 minutes -> '00:00'). Raise ValueError
#   if interval is not a positive divisor of 1440.

def round_clock_time_to_interval(clock, interval):
    if interval <= 0 or 1440 % interval != 0:
        raise ValueError("interval must divide 1440")
    hours, minutes = clock.split(":")
    total = int(hours) * 60 + int(minutes)
    rounded = (total + interval // 2) // interval * interval
    rounded %= 1440
    return "%02d:%02d" % (rounded // 60, rounded % 60)

# --- tests ---
import pytest

assert round_clock_time_to_interval("10:07", 15) == "10:00"
assert round_clock_time_to_interval("10:08", 15) == "10:15"
assert round_clock_time_to_interval("10:07", 1) == "10:07"
assert round_clock_time_to_interval("23:53", 15) == "00:00"
assert round_clock_time_to_interval("12:29", 60) == "12:00"
assert round_clock_time_to_interval("12:30", 60) == "13:00"
assert round_clock_time_to_interval("00:04", 10) == "00:00"
with pytest.raises(ValueError):
    round_clock_time_to_interval("10:00", 7)
with pytest.raises(ValueError):
    round_clock_time_to_interval("10:00", 0)
