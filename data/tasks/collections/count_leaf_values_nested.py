# domain: collections
# function: count_leaf_values_nested
# query: Count the scalar leaf values in obj, a nested structure of dicts, lists and tuples (dict
#   keys are not counted; empty containers contribute 0). A bare scalar counts as 1.

def count_leaf_values_nested(obj):
    if isinstance(obj, dict):
        items = obj.values()
    elif isinstance(obj, (list, tuple)):
        items = obj
    else:
        return 1
    total = 0
    for item in items:
        total += count_leaf_values_nested(item)
    return total

# --- tests ---
import pytest

assert count_leaf_values_nested(5) == 1
assert count_leaf_values_nested(None) == 1
assert count_leaf_values_nested([]) == 0
assert count_leaf_values_nested({}) == 0
assert count_leaf_values_nested([1, 2, 3]) == 3
assert count_leaf_values_nested({"a": [1, {"b": 2, "c": (3, 4)}], "d": []}) == 4
assert count_leaf_values_nested([[[]], [[1]], "s"]) == 2
