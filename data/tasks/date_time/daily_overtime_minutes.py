# domain: date_time
# function: daily_overtime_minutes
# query: Given days, a list of daily worked minutes, return the total overtime: minutes beyond
#   daily_limit (default 480) on each day, plus on days worked on the weekend (index 5 and 6 of
#   each 7-day week starting Monday) every minute counts as overtime. Raise ValueError for
#   negative entries.

def daily_overtime_minutes(days, daily_limit=480):
    overtime = 0
    for index, worked in enumerate(days):
        if worked < 0:
            raise ValueError("negative minutes")
        if index % 7 >= 5:
            overtime += worked
        elif worked > daily_limit:
            overtime += worked - daily_limit
    return overtime

# --- tests ---
import pytest

assert daily_overtime_minutes([]) == 0
assert daily_overtime_minutes([480, 480, 480, 480, 480]) == 0
assert daily_overtime_minutes([481]) == 1
assert daily_overtime_minutes([500, 400, 600]) == 140
assert daily_overtime_minutes([0, 0, 0, 0, 0, 60, 30]) == 90
assert daily_overtime_minutes([0, 0, 0, 0, 490, 10, 0, 500]) == 40
assert daily_overtime_minutes([300, 300], daily_limit=240) == 120
with pytest.raises(ValueError):
    daily_overtime_minutes([480, -1])
