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

# --- implementation 2: regex per comma-separated item, then range checks ---
import re

ITEM = re.compile(r"(?:(\*)|(\d+)(?:-(\d+))?)(?:/(\d+))?", re.ASCII)


def is_valid_cron_field(field, low, high):
    for item in field.split(","):
        m = ITEM.fullmatch(item)
        if m is None:
            return False
        star, first, last, step = m.groups()
        if step is not None and int(step) < 1:
            return False
        if star is None:
            a, b = int(first), int(last if last is not None else first)
            if not low <= a <= b <= high:
                return False
    return True

# --- implementation 3: helper validating one item, all() over the items ---
def _cron_item_ok(item, low, high):
    if "/" in item:
        item, step = item.split("/", 1)
        if not step.isdigit() or int(step) == 0:
            return False
    if item == "*":
        return True
    bounds = item.split("-", 1)
    if not all(b.isdigit() for b in bounds):
        return False
    numbers = [int(b) for b in bounds]
    return low <= numbers[0] <= numbers[-1] <= high


def is_valid_cron_field(field, low, high):
    return all(_cron_item_ok(item, low, high) for item in field.split(","))

# --- inputs ---
def random_input(rng):
    items = ["*", "*/1", "*/0", "0", "5", "30", "59", "60", "1-5", "5-1", "1-", "-1", "10-20/5", "3/2",
             "", "*-5", "1/x", "1-2-3", "a", "2/"]
    field = ",".join(rng.choice(items) for _ in range(rng.randint(1, 3)))
    low, high = rng.choice([(0, 59), (1, 31), (0, 6), (1, 12)])
    return (field, low, high)
