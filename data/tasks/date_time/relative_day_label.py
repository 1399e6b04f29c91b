# domain: date_time
# function: relative_day_label
# query: Describe a target date relative to a reference date (both datetime.date) in words: 'today',
#   'tomorrow', 'yesterday', 'in N days' or 'N days ago'.

import datetime

def relative_day_label(target, reference):
    delta = (target - reference).days
    if delta == 0:
        return "today"
    if delta == 1:
        return "tomorrow"
    if delta == -1:
        return "yesterday"
    if delta > 0:
        return "in %d days" % delta
    return "%d days ago" % -delta

# --- tests ---
assert relative_day_label(datetime.date(2024, 3, 5), datetime.date(2024, 3, 5)) == "today"
assert relative_day_label(datetime.date(2024, 3, 6), datetime.date(2024, 3, 5)) == "tomorrow"
assert relative_day_label(datetime.date(2024, 3, 4), datetime.date(2024, 3, 5)) == "yesterday"
assert relative_day_label(datetime.date(2024, 3, 7), datetime.date(2024, 3, 5)) == "in 2 days"
assert relative_day_label(datetime.date(2024, 3, 3), datetime.date(2024, 3, 5)) == "2 days ago"
assert relative_day_label(datetime.date(2024, 3, 1), datetime.date(2024, 2, 28)) == "in 2 days"
assert relative_day_label(datetime.date(2023, 3, 5), datetime.date(2024, 3, 5)) == "366 days ago"
