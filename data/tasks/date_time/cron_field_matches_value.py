# domain: date_time
# function: cron_field_matches_value
# query: Check whether a single cron field expression matches a value: supports '*', a number, a
#   range 'a-b', a step '*/n' and comma-separated lists of these (e.g. '1-5,10,*/15'). Raise
#   ValueError for a zero step.

def cron_field_matches_value(field, value):
    for part in field.split(","):
        if part == "*":
            return True
        if part.startswith("*/"):
            step = int(part[2:])
            if step == 0:
                raise ValueError("step must be positive")
            if value % step == 0:
                return True
        elif "-" in part:
            low, high = (int(x) for x in part.split("-"))
            if low <= value <= high:
                return True
        elif int(part) == value:
            return True
    return False

# --- tests ---
import pytest

assert cron_field_matches_value("*", 37) is True
assert cron_field_matches_value("*/15", 30) is True
assert cron_field_matches_value("*/15", 31) is False
assert cron_field_matches_value("1-5", 1) is True
assert cron_field_matches_value("1-5", 5) is True
assert cron_field_matches_value("1-5", 6) is False
assert cron_field_matches_value("7", 7) is True
assert cron_field_matches_value("1-5,10,*/20", 40) is True
assert cron_field_matches_value("1-5,10", 9) is False
with pytest.raises(ValueError):
    cron_field_matches_value("*/0", 5)
