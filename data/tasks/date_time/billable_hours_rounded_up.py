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
