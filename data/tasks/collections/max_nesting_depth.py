# domain: collections
# function: max_nesting_depth
# query: Return the maximum nesting depth of obj, a structure of lists, tuples and dicts (dict
#   values are descended into). A non-container scalar has depth 0, an empty container has
#   depth 1.

def max_nesting_depth(obj):
    if isinstance(obj, dict):
        children = list(obj.values())
    elif isinstance(obj, (list, tuple)):
        children = list(obj)
    else:
        return 0
    deepest = 0
    for child in children:
        depth = max_nesting_depth(child)
        if depth > deepest:
            deepest = depth
    return deepest + 1

# --- tests ---
import pytest

assert max_nesting_depth(5) == 0
assert max_nesting_depth("abc") == 0
assert max_nesting_depth([]) == 1
assert max_nesting_depth({}) == 1
assert max_nesting_depth([1, 2, 3]) == 1
assert max_nesting_depth([1, [2, [3]]]) == 3
assert max_nesting_depth({"a": {"b": [1]}, "c": 2}) == 3
assert max_nesting_depth(([], [[[]]], [[]])) == 4
