# domain: collections
# function: sum_nested_numbers
# query: Sum all int and float values found anywhere in obj, a nested structure of dicts (values
#   only), lists and tuples, ignoring strings, None and booleans.

def sum_nested_numbers(obj):
    if isinstance(obj, bool):
        return 0
    if isinstance(obj, (int, float)):
        return obj
    if isinstance(obj, dict):
        obj = list(obj.values())
    if isinstance(obj, (list, tuple)):
        total = 0
        for item in obj:
            total += sum_nested_numbers(item)
        return total
    return 0

# --- tests ---
import pytest

assert sum_nested_numbers([]) == 0
assert sum_nested_numbers(7) == 7
assert sum_nested_numbers([1, 2, 3]) == 6
assert sum_nested_numbers({"a": 1, "b": [2, {"c": 3}], "d": "4"}) == 6
assert sum_nested_numbers([True, False, 1]) == 1
assert sum_nested_numbers([None, "x", 2.5, (1, -1)]) == 2.5
assert sum_nested_numbers({"k": {"k": {"k": -10}}}) == -10
assert sum_nested_numbers(True) == 0
