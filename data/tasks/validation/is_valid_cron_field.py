# domain: validation
# function: is_valid_cron_field
# query: Validate one numeric cron field against an inclusive range [low, high]: "*", a number, a
#   range "a-b" with a <= b, or any of these followed by "/step" with step >= 1; several such items
#   may be joined by commas. All numbers must lie within the range. Returns a bool.

def is_valid_cron_field(field, low, high):
    for item in field.split(","):
        base, slash, step = item.partition("/")
        if slash and (not step.isdigit() or int(step) < 1):
            return False
        if base == "*":
            continue
        start, dash, end = base.partition("-")
        if not start.isdigit() or (dash and not end.isdigit()):
            return False
        a = int(start)
        b = int(end) if dash else a
        if a < low or b > high or a > b:
            return False
    return True

# --- tests ---
import pytest

assert is_valid_cron_field("*", 0, 59) is True
assert is_valid_cron_field("*/1", 0, 59) is True
assert is_valid_cron_field("0,30", 0, 59) is True
assert is_valid_cron_field("1-5", 0, 6) is True
assert is_valid_cron_field("60", 0, 59) is False
assert is_valid_cron_field("0", 1, 31) is False
assert is_valid_cron_field("5-1", 0, 6) is False
assert is_valid_cron_field("*/0", 0, 59) is False
assert is_valid_cron_field("1-", 0, 6) is False
assert is_valid_cron_field("10-20/5,59", 0, 59) is True
