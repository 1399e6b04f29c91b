# domain: state_machines
# function: cron_field_expander
# query: Expand a single cron field such as "*", "5", "1-5", "*/15", "10-20/5" or comma lists like
#   "1,3,5-7" into the sorted list of matching values within [low, high]. Raise ValueError for values
#   outside the range, reversed ranges or a zero/negative step.

def cron_field_expander(field, low, high):
    values = set()
    for part in field.split(","):
        base, _, step_text = part.partition("/")
        step = int(step_text) if step_text else 1
        if step <= 0:
            raise ValueError("bad step")
        if base == "*":
            start, end = low, high
        elif "-" in base:
            start, end = (int(x) for x in base.split("-", 1))
        else:
            start = end = int(base)
        if start < low or end > high or start > end:
            raise ValueError("out of range")
        values.update(range(start, end + 1, step))
    return sorted(values)

# --- tests ---
import pytest

assert cron_field_expander("*", 0, 4) == [0, 1, 2, 3, 4]
assert cron_field_expander("5", 0, 59) == [5]
assert cron_field_expander("1-5", 0, 59) == [1, 2, 3, 4, 5]
assert cron_field_expander("*/15", 0, 59) == [0, 15, 30, 45]
assert cron_field_expander("10-20/5,3,4-4", 0, 59) == [3, 4, 10, 15, 20]
assert cron_field_expander("1,1,2", 1, 2) == [1, 2]
with pytest.raises(ValueError):
    cron_field_expander("0", 1, 12)
with pytest.raises(ValueError):
    cron_field_expander("5-60", 0, 59)
with pytest.raises(ValueError):
    cron_field_expander("9-3", 0, 59)
with pytest.raises(ValueError):
    cron_field_expander("*/-5", 0, 59)
