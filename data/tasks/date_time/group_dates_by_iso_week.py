# domain: date_time
# function: group_dates_by_iso_week
# query: Group datetime.date values by ISO week, returning a dict mapping 'YYYY-Www' labels (ISO year
#   and zero-padded week) to the sorted list of dates in that week.

import datetime

def group_dates_by_iso_week(dates):
    groups = {}
    ordered = sorted(dates)
    for i in range(len(ordered)):
        d = ordered[i]
        iso = d.isocalendar()
        label = "%d-W%02d" % (iso[0], iso[1])
        groups.setdefault(label, []).append(d)
    return groups

# --- tests ---
assert group_dates_by_iso_week([]) == {}
assert group_dates_by_iso_week([datetime.date(2024, 3, 4)]) == {"2024-W10": [datetime.date(2024, 3, 4)]}
assert group_dates_by_iso_week([datetime.date(2024, 3, 10), datetime.date(2024, 3, 4)]) == {"2024-W10": [datetime.date(2024, 3, 4), datetime.date(2024, 3, 10)]}
assert group_dates_by_iso_week([datetime.date(2024, 3, 10), datetime.date(2024, 3, 11)]) == {"2024-W10": [datetime.date(2024, 3, 10)], "2024-W11": [datetime.date(2024, 3, 11)]}
assert group_dates_by_iso_week([datetime.date(2024, 12, 30)]) == {"2025-W01": [datetime.date(2024, 12, 30)]}
assert group_dates_by_iso_week([datetime.date(2021, 1, 3)]) == {"2020-W53": [datetime.date(2021, 1, 3)]}
assert group_dates_by_iso_week([datetime.date(2024, 1, 2), datetime.date(2024, 1, 2)]) == {"2024-W01": [datetime.date(2024, 1, 2), datetime.date(2024, 1, 2)]}

# --- implementation 2: defaultdict keyed by (ISO year, week), lists sorted at the end ---
import datetime
from collections import defaultdict


def group_dates_by_iso_week(dates):
    weeks = defaultdict(list)
    for d in dates:
        iso_year, week, _ = d.isocalendar()
        weeks[(iso_year, week)].append(d)
    return {f"{y}-W{w:02d}": sorted(weeks[(y, w)]) for y, w in sorted(weeks)}

# --- implementation 3: itertools.groupby over the dates sorted by ISO week label ---
import datetime
from itertools import groupby


def _iso_label(d):
    year, week = d.isocalendar()[:2]
    return "{}-W{:02d}".format(year, week)


def group_dates_by_iso_week(dates):
    result = {}
    for label, members in groupby(sorted(dates), key=_iso_label):
        result[label] = list(members)
    return result

# --- implementation 4: buckets keyed by each date's Monday, labelled from that Monday ---
import datetime


def group_dates_by_iso_week(dates):
    by_monday = {}
    for d in dates:
        monday = d - datetime.timedelta(days=d.weekday())
        by_monday.setdefault(monday, []).append(d)
    result = {}
    for monday in sorted(by_monday):
        year, week, _ = monday.isocalendar()
        result["%d-W%02d" % (year, week)] = sorted(by_monday[monday])
    return result

# --- inputs ---
import datetime


def random_input(rng):
    base = rng.choice([datetime.date(2024, 12, 25), datetime.date(2020, 12, 28), datetime.date(2024, 3, 1), datetime.date(2015, 12, 27)])
    dates = [base + datetime.timedelta(days=rng.randint(-10, 20)) for _ in range(rng.randint(0, 10))]
    if dates and rng.random() < 0.3:
        dates.append(rng.choice(dates))
    return (dates,)
