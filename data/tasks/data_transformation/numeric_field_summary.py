# domain: data_transformation
# function: numeric_field_summary
# query: Summarize records on a numeric field, ignoring records where field is missing or None:
#   return {"count", "min", "max", "mean"} with mean rounded to 3 decimals, or {"count": 0,
#   "min": None, "max": None, "mean": None} when there are no values.

def numeric_field_summary(records, field):
    values = [r[field] for r in records if r.get(field) is not None]
    if not values:
        return {"count": 0, "min": None, "max": None, "mean": None}
    low = high = values[0]
    for v in values[1:]:
        if v < low:
            low = v
        if v > high:
            high = v
    mean = round(sum(values) / len(values), 3)
    return {"count": len(values), "min": low, "max": high, "mean": mean}

# --- tests ---
import pytest

assert numeric_field_summary([], "x") == {"count": 0, "min": None, "max": None, "mean": None}
assert numeric_field_summary([{"x": None}, {}], "x") == {"count": 0, "min": None, "max": None, "mean": None}
assert numeric_field_summary([{"x": 5}], "x") == {"count": 1, "min": 5, "max": 5, "mean": 5.0}
assert numeric_field_summary([{"x": 3}, {"x": 1}, {"x": 2}], "x") == {"count": 3, "min": 1, "max": 3, "mean": 2.0}
assert numeric_field_summary([{"x": 1}, {"x": 2}, {"x": 2}, {"y": 9}], "x") == {"count": 3, "min": 1, "max": 2, "mean": 1.667}
assert numeric_field_summary([{"x": -4}, {"x": 0}], "x") == {"count": 2, "min": -4, "max": 0, "mean": -2.0}
assert numeric_field_summary([{"x": 0}, {"x": 10}, {"x": 7}], "x") == {"count": 3, "min": 0, "max": 10, "mean": 5.667}

# --- implementation 2: builtins min/max and statistics.fmean ---
from statistics import fmean


def numeric_field_summary(records, field):
    values = [r[field] for r in records if field in r and r[field] is not None]
    if not values:
        return {"count": 0, "min": None, "max": None, "mean": None}
    return {"count": len(values), "min": min(values), "max": max(values), "mean": round(fmean(values), 3)}

# --- implementation 3: sort the values; the ends are min and max ---
def numeric_field_summary(records, field):
    present = sorted(r[field] for r in records if r.get(field) is not None)
    count = len(present)
    if count == 0:
        return {"count": 0, "min": None, "max": None, "mean": None}
    total = 0
    for v in present:
        total += v
    return {"count": count, "min": present[0], "max": present[-1], "mean": round(total / count, 3)}

# --- inputs ---
def random_input(rng):
    records = []
    for _ in range(rng.randint(0, 7)):
        r = rng.random()
        if r < 0.15:
            records.append({})
        elif r < 0.3:
            records.append({"x": None})
        else:
            records.append({"x": rng.randint(-10, 10)})
    return (records, "x")
