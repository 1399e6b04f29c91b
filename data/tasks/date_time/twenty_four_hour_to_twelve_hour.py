# domain: date_time
# function: twenty_four_hour_to_twelve_hour
# query: Convert text, a 24-hour 'HH:MM' time, into 12-hour format like '7:05 PM' (no leading zero
#   on the hour; midnight is '12:00 AM' and noon '12:00 PM'). Raise ValueError for out-of-range
#   values.

def twenty_four_hour_to_twelve_hour(text):
    hours, minutes = text.split(":")
    hour, minute = int(hours), int(minutes)
    if hour < 0 or hour > 23 or minute < 0 or minute > 59:
        raise ValueError("time out of range")
    suffix = "AM" if hour < 12 else "PM"
    display = hour % 12
    if display == 0:
        display = 12
    return "%d:%02d %s" % (display, minute, suffix)

# --- tests ---
import pytest

assert twenty_four_hour_to_twelve_hour("00:00") == "12:00 AM"
assert twenty_four_hour_to_twelve_hour("00:45") == "12:45 AM"
assert twenty_four_hour_to_twelve_hour("11:59") == "11:59 AM"
assert twenty_four_hour_to_twelve_hour("12:00") == "12:00 PM"
assert twenty_four_hour_to_twelve_hour("13:05") == "1:05 PM"
assert twenty_four_hour_to_twelve_hour("23:59") == "11:59 PM"
assert twenty_four_hour_to_twelve_hour("07:30") == "7:30 AM"
with pytest.raises(ValueError):
    twenty_four_hour_to_twelve_hour("24:00")
with pytest.raises(ValueError):
    twenty_four_hour_to_twelve_hour("12:60")
with pytest.raises(ValueError):
    twenty_four_hour_to_twelve_hour("-1:10")
