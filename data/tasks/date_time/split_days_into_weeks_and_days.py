# domain: date_time
# function: split_days_into_weeks_and_days
# query: Express a non-negative number of days as a human string of weeks and days, e.g. 17 ->
#   '2 weeks, 3 days', 7 -> '1 week', 1 -> '1 day', 0 -> '0 days'. Raise ValueError for negative input.

def split_days_into_weeks_and_days(days):
    if days < 0:
        raise ValueError("negative days")
    weeks, rest = divmod(days, 7)
    parts = []
    if weeks > 0:
        parts.append("%d week%s" % (weeks, "" if weeks == 1 else "s"))
    if rest > 0 or weeks == 0:
        parts.append("%d day%s" % (rest, "" if rest == 1 else "s"))
    return ", ".join(parts)

# --- tests ---
import pytest

assert split_days_into_weeks_and_days(0) == "0 days"
assert split_days_into_weeks_and_days(1) == "1 day"
assert split_days_into_weeks_and_days(6) == "6 days"
assert split_days_into_weeks_and_days(7) == "1 week"
assert split_days_into_weeks_and_days(8) == "1 week, 1 day"
assert split_days_into_weeks_and_days(17) == "2 weeks, 3 days"
assert split_days_into_weeks_and_days(14) == "2 weeks"
with pytest.raises(ValueError):
    split_days_into_weeks_and_days(-1)
