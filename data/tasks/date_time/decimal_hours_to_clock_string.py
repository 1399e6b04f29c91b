# domain: date_time
# function: decimal_hours_to_clock_string
# query: Convert a non-negative number of decimal hours (e.g. 1.75) to an 'H:MM' string, rounding to
#   the nearest minute (so 1.999 -> '2:00'). Raise ValueError for negative input.

def decimal_hours_to_clock_string(hours):
    if hours < 0:
        raise ValueError("negative hours")
    total_minutes = round(hours * 60)
    whole_hours = total_minutes // 60
    minutes = total_minutes % 60
    return "%d:%02d" % (whole_hours, minutes)

# --- tests ---
import pytest

assert decimal_hours_to_clock_string(0) == "0:00"
assert decimal_hours_to_clock_string(1.75) == "1:45"
assert decimal_hours_to_clock_string(0.5) == "0:30"
assert decimal_hours_to_clock_string(1.999) == "2:00"
assert decimal_hours_to_clock_string(8.1) == "8:06"
assert decimal_hours_to_clock_string(25.25) == "25:15"
assert decimal_hours_to_clock_string(0.99) == "0:59"
with pytest.raises(ValueError):
    decimal_hours_to_clock_string(-0.5)

# --- implementation 2: divmod on the rounded minute count, formatted with an f-string ---
def decimal_hours_to_clock_string(hours):
    if hours < 0:
        raise ValueError("hours must be non-negative")
    h, m = divmod(round(hours * 60), 60)
    return f"{h}:{m:02d}"

# --- implementation 3: the rounded minutes as a timedelta, hours and minutes read back from it ---
import datetime


def decimal_hours_to_clock_string(hours):
    if hours < 0:
        raise ValueError("hours cannot be negative")
    span = datetime.timedelta(minutes=round(hours * 60))
    whole_hours = span.days * 24 + span.seconds // 3600
    return "{}:{:02d}".format(whole_hours, span.seconds // 60 % 60)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (-rng.randint(1, 500) / 100,)
    if r < 0.3:
        return (rng.randint(0, 40),)
    if r < 0.5:
        return (rng.randint(0, 40) + rng.choice([0.999, 0.99, 0.5, 0.25, 0.75, 0.001, 0.0083]),)
    if r < 0.6:
        return ((rng.randint(0, 2400) + 0.5) / 60,)
    return (rng.randint(0, 4000) / 100,)
