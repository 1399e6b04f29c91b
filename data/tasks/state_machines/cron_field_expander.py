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

# --- implementation 2: each comma part matched by a regular expression ---
import re


def cron_field_expander(field, low, high):
    found = set()
    for part in field.split(","):
        m = re.fullmatch(r"(\*|([+-]?\d+)(?:-([+-]?\d+))?)(?:/([+-]?\d*))?", part)
        if m is None:
            raise ValueError("bad cron part %r" % part)
        if m.group(1) == "*":
            first, last = low, high
        else:
            first = int(m.group(2))
            last = int(m.group(3)) if m.group(3) is not None else first
        step = int(m.group(4) or 1)
        if step < 1 or first > last or first < low or last > high:
            raise ValueError("bad cron part %r" % part)
        found.update(range(first, last + 1, step))
    return sorted(found)

# --- implementation 3: mark matches in a boolean array over [low, high] ---
def cron_field_expander(field, low, high):
    hit = [False] * (high - low + 1)
    for part in field.split(","):
        span, slash, every = part.partition("/")
        step = int(every) if every else 1
        if step < 1:
            raise ValueError("step must be positive")
        if span == "*":
            a, b = low, high
        else:
            bounds = [int(x) for x in span.split("-", 1)]
            a, b = bounds[0], bounds[-1]
        if not low <= a <= b <= high:
            raise ValueError("range outside [%d, %d]" % (low, high))
        for v in range(a, b + 1, step):
            hit[v - low] = True
    return [low + k for k, flag in enumerate(hit) if flag]

# --- inputs ---
def random_input(rng):
    low = rng.choice([0, 1])
    high = rng.choice([4, 12, 23, 59])
    parts = []
    for _ in range(rng.randint(1, 3)):
        r = rng.random()
        a = rng.randint(low - 1, high + 1)
        b = rng.randint(low - 1, high + 1)
        if r < 0.2:
            base = "*"
        elif r < 0.5:
            base = str(max(a, 0))
        else:
            base = "%d-%d" % (max(min(a, b), 0), max(a, b)) if rng.random() < 0.85 else "%d-%d" % (max(a, b), min(a, b))
        if rng.random() < 0.4:
            base += "/" + rng.choice(["1", "2", "3", "5", "15", "0", "-5", "+2", ""])
        elif rng.random() < 0.1 and base != "*":
            base = "+" + base
        parts.append(base)
    return (",".join(parts), low, high)
