# domain: date_time
# function: twelve_hour_to_twenty_four_hour
# query: Convert text, a 12-hour clock string like '7:05 PM' or '12:00 AM', to a 24-hour 'HH:MM'
#   string (12 AM is midnight 00:xx, 12 PM is noon). Raise ValueError for hours outside 1-12,
#   minutes outside 0-59 or a suffix other than AM/PM.

def twelve_hour_to_twenty_four_hour(text):
    clock, _, suffix = text.strip().partition(" ")
    hours, _, minutes = clock.partition(":")
    hour, minute = int(hours), int(minutes)
    suffix = suffix.upper()
    if suffix not in ("AM", "PM"):
        raise ValueError("suffix must be AM or PM")
    if hour < 1 or hour > 12 or minute < 0 or minute > 59:
        raise ValueError("time out of range")
    if hour == 12:
        hour = 0
    if suffix == "PM":
        hour += 12
    return "%02d:%02d" % (hour, minute)

# --- tests ---
import pytest

assert twelve_hour_to_twenty_four_hour("7:05 PM") == "19:05"
assert twelve_hour_to_twenty_four_hour("7:05 am") == "07:05"
assert twelve_hour_to_twenty_four_hour("12:00 AM") == "00:00"
assert twelve_hour_to_twenty_four_hour("12:30 PM") == "12:30"
assert twelve_hour_to_twenty_four_hour("11:59 PM") == "23:59"
assert twelve_hour_to_twenty_four_hour("1:00 AM") == "01:00"
with pytest.raises(ValueError):
    twelve_hour_to_twenty_four_hour("13:00 PM")
with pytest.raises(ValueError):
    twelve_hour_to_twenty_four_hour("0:30 AM")
with pytest.raises(ValueError):
    twelve_hour_to_twenty_four_hour("10:60 AM")
with pytest.raises(ValueError):
    twelve_hour_to_twenty_four_hour("10:00 XM")
