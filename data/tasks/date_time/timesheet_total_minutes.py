# domain: date_time
# function: timesheet_total_minutes
# query: Sum a timesheet given as a list of 'HH:MM-HH:MM' entries into total minutes worked; an entry
#   whose end is earlier than its start is an overnight shift ending the next day. Raise ValueError
#   for an entry without exactly one '-'.

def timesheet_total_minutes(entries):
    total = 0
    for entry in entries:
        parts = entry.split("-")
        if len(parts) != 2:
            raise ValueError("bad entry: %r" % entry)
        sh, sm = parts[0].split(":")
        eh, em = parts[1].split(":")
        start = int(sh) * 60 + int(sm)
        end = int(eh) * 60 + int(em)
        if end < start:
            end += 1440
        total += end - start
    return total

# --- tests ---
import pytest

assert timesheet_total_minutes([]) == 0
assert timesheet_total_minutes(["09:00-12:00"]) == 180
assert timesheet_total_minutes(["09:00-12:30", "13:15-17:00"]) == 435
assert timesheet_total_minutes(["22:00-06:00"]) == 480
assert timesheet_total_minutes(["08:00-08:00"]) == 0
assert timesheet_total_minutes(["23:59-00:01", "10:10-10:20"]) == 12
with pytest.raises(ValueError):
    timesheet_total_minutes(["09:00 12:00"])
with pytest.raises(ValueError):
    timesheet_total_minutes(["09:00-12:00-13:00"])
