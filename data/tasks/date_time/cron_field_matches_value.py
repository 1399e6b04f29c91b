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

# --- implementation 2: a predicate per comma-separated part, combined with any() ---
def cron_field_matches_value(field, value):
    def matches(part):
        if part == "*":
            return True
        if part.startswith("*/"):
            step = int(part[2:])
            if step == 0:
                raise ValueError("zero step in %r" % part)
            return value % step == 0
        if "-" in part:
            low, high = map(int, part.split("-"))
            return low <= value <= high
        return int(part) == value

    return any(matches(part) for part in field.split(","))

# --- implementation 3: partition each part on "/" and on "-" ---
def cron_field_matches_value(field, value):
    for part in field.split(","):
        base, slash, step = part.partition("/")
        if slash:
            if int(step) == 0:
                raise ValueError("step must not be zero")
            if value % int(step) == 0:
                return True
        elif base == "*":
            return True
        else:
            low, _, high = base.partition("-")
            if int(low) <= value <= int(high or low):
                return True
    return False

# --- inputs ---
def random_input(rng):
    parts = ["*", "*/15", "*/20", "*/1", "*/7", "1-5", "10", "0", "7", "20-30", "59", "*/0"]
    weights = [1, 3, 2, 1, 2, 3, 3, 2, 2, 3, 2, 1]
    field = ",".join(rng.choices(parts, weights=weights, k=rng.randint(1, 3)))
    return (field, rng.choice([0, 1, 5, 6, 7, 10, 15, 20, 30, 31, 40, 59, rng.randint(0, 59)]))
