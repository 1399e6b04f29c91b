# domain: date_time
# function: billable_hours_rounded_up
# query: Compute billable hours for a parking or consulting session of a given length in minutes:
#   the first grace minutes (grace defaults to 0) are free (session <= grace costs 0 hours), otherwise every started hour
#   of the full duration is billed. Raise ValueError for negative minutes or grace.

def billable_hours_rounded_up(minutes, grace=0):
    if minutes < 0 or grace < 0:
        raise ValueError("negative value")
    if minutes <= grace:
        return 0
    hours = minutes // 60
    if minutes % 60 != 0:
        hours += 1
    return hours

# --- tests ---
import pytest

assert billable_hours_rounded_up(0) == 0
assert billable_hours_rounded_up(1) == 1
assert billable_hours_rounded_up(60) == 1
assert billable_hours_rounded_up(61) == 2
assert billable_hours_rounded_up(15, grace=15) == 0
assert billable_hours_rounded_up(16, grace=15) == 1
assert billable_hours_rounded_up(180, grace=10) == 3
with pytest.raises(ValueError):
    billable_hours_rounded_up(-1)
with pytest.raises(ValueError):
    billable_hours_rounded_up(10, grace=-1)

# --- implementation 2: ceiling division by negation ---
def billable_hours_rounded_up(minutes, grace=0):
    if min(minutes, grace) < 0:
        raise ValueError("minutes and grace must be non-negative")
    if minutes <= grace:
        return 0
    return -(-minutes // 60)

# --- implementation 3: divmod, one more hour for a started one ---
def billable_hours_rounded_up(minutes, grace=0):
    if minutes < 0:
        raise ValueError("negative minutes")
    if grace < 0:
        raise ValueError("negative grace")
    full, extra = divmod(minutes, 60)
    return 0 if minutes <= grace else full + (extra > 0)

# --- implementation 4: math.ceil of the hours ---
import math


def billable_hours_rounded_up(minutes, grace=0):
    if minutes < 0 or grace < 0:
        raise ValueError("minutes and grace cannot be negative")
    return 0 if minutes <= grace else math.ceil(minutes / 60)

# --- inputs ---
def random_input(rng):
    minutes = rng.choice([0, 1, 59, 60, 61, 120, 180, rng.randint(0, 400), -1])
    if rng.random() < 0.4:
        return (minutes,)
    return (minutes, rng.choice([0, 10, 15, 60, minutes, -1]))
