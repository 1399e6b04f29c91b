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
