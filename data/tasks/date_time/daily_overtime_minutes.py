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

# --- implementation 2: validate first, then one sum over the days ---
def daily_overtime_minutes(days, daily_limit=480):
    if any(m < 0 for m in days):
        raise ValueError("worked minutes must be non-negative")
    return sum(
        worked if index % 7 in (5, 6) else max(0, worked - daily_limit)
        for index, worked in enumerate(days)
    )

# --- implementation 3: slice the list into weeks, weekdays and weekend handled separately ---
def daily_overtime_minutes(days, daily_limit=480):
    total = 0
    for start in range(0, len(days), 7):
        week = days[start:start + 7]
        if min(week) < 0:
            raise ValueError("negative entry")
        total += sum(w - daily_limit for w in week[:5] if w > daily_limit)
        total += sum(week[5:])
    return total

# --- inputs ---
def random_input(rng):
    days = [rng.choice([0, 480, 481, 500, 300, 60, rng.randint(0, 700)]) for _ in range(rng.randint(0, 16))]
    if days and rng.random() < 0.1:
        days[rng.randrange(len(days))] = -1
    if rng.random() < 0.5:
        return (days,)
    return (days, rng.choice([240, 480, 0, 600]))
