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

# --- implementation 2: fixed words for -1..1 from a dictionary, otherwise a formatted count ---
import datetime

WORDS = {0: "today", 1: "tomorrow", -1: "yesterday"}


def relative_day_label(target, reference):
    offset = target.toordinal() - reference.toordinal()
    if offset in WORDS:
        return WORDS[offset]
    return f"in {offset} days" if offset > 0 else f"{-offset} days ago"

# --- implementation 3: compares the dates first, then the size of the gap ---
import datetime


def relative_day_label(target, reference):
    if target == reference:
        return "today"
    days = abs((target - reference).days)
    if target > reference:
        return "tomorrow" if days == 1 else "in {} days".format(days)
    return "yesterday" if days == 1 else "{} days ago".format(days)

# --- inputs ---
import datetime


def random_input(rng):
    ref = datetime.date(2024, 1, 1) + datetime.timedelta(days=rng.randint(0, 800))
    delta = rng.choice([0, 1, -1, 2, -2, rng.randint(-400, 400)])
    return (ref + datetime.timedelta(days=delta), ref)
