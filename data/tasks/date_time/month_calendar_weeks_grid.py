# domain: date_time
# function: month_calendar_weeks_grid
# query: For a given year and month, build a month calendar grid as a list of weeks (lists of 7 day
#   numbers, Monday first), using 0 for the blank cells before the 1st and after the last day
#   of the month. Raise ValueError for a month outside 1..12 (as datetime.date does).

import datetime

def month_calendar_weeks_grid(year, month):
    first = datetime.date(year, month, 1)
    if month == 12:
        days = 31
    else:
        days = (datetime.date(year, month + 1, 1) - first).days
    cells = [0] * first.weekday() + list(range(1, days + 1))
    while len(cells) % 7 != 0:
        cells.append(0)
    return [cells[i:i + 7] for i in range(0, len(cells), 7)]

# --- tests ---
import pytest

assert month_calendar_weeks_grid(2024, 4)[0] == [1, 2, 3, 4, 5, 6, 7]
assert len(month_calendar_weeks_grid(2024, 4)) == 5
assert month_calendar_weeks_grid(2024, 4)[-1] == [29, 30, 0, 0, 0, 0, 0]
assert month_calendar_weeks_grid(2024, 2)[0] == [0, 0, 0, 1, 2, 3, 4]
assert month_calendar_weeks_grid(2024, 2)[-1] == [26, 27, 28, 29, 0, 0, 0]
assert month_calendar_weeks_grid(2021, 2) == [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, 20, 21], [22, 23, 24, 25, 26, 27, 28]]
assert month_calendar_weeks_grid(2023, 12)[-1] == [25, 26, 27, 28, 29, 30, 31]
assert len(month_calendar_weeks_grid(2024, 9)) == 6
with pytest.raises(ValueError):
    month_calendar_weeks_grid(2024, 13)
with pytest.raises(ValueError):
    month_calendar_weeks_grid(2024, 0)

# --- implementation 2: calendar.monthrange, one comprehension per week ---
import calendar


def month_calendar_weeks_grid(year, month):
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    lead, length = calendar.monthrange(year, month)
    weeks = []
    for first in range(1 - lead, length + 1, 7):
        weeks.append([d if 1 <= d <= length else 0 for d in range(first, first + 7)])
    return weeks

# --- implementation 3: walks the dates of the month and starts a new row every Monday ---
import datetime


def month_calendar_weeks_grid(year, month):
    day = datetime.date(year, month, 1)
    rows = [[0] * 7]
    while day.month == month:
        if day.weekday() == 0 and day.day > 1:
            rows.append([0] * 7)
        rows[-1][day.weekday()] = day.day
        day += datetime.timedelta(days=1)
    return rows

# --- implementation 4: calendar.Calendar.monthdayscalendar with Monday first ---
import calendar


def month_calendar_weeks_grid(year, month):
    if month < 1 or month > 12:
        raise ValueError("month must be 1..12")
    weeks = calendar.Calendar(firstweekday=0).monthdayscalendar(year, month)
    return [list(week) for week in weeks]

# --- inputs ---
def random_input(rng):
    month = rng.randint(1, 12)
    if rng.random() < 0.08:
        month = rng.choice([0, 13])
    return (rng.choice([2021, 2024, 2023, 2000, 1900, 2026, rng.randint(1900, 2100)]), month)
