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
