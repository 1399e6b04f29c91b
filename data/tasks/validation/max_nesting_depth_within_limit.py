# domain: validation
# function: max_nesting_depth_within_limit
# query: Check that value, a nested list structure, does not exceed max_depth levels of list nesting
#   (a flat list has depth 1, a non-list value depth 0). Raise ValueError when the limit is
#   exceeded and otherwise return the actual depth.

def max_nesting_depth_within_limit(value, max_depth):
    def depth(node):
        if not isinstance(node, list):
            return 0
        deepest = 0
        for child in node:
            d = depth(child)
            if d > deepest:
                deepest = d
        return deepest + 1
    actual = depth(value)
    if actual > max_depth:
        raise ValueError("nesting depth %d exceeds %d" % (actual, max_depth))
    return actual

# --- tests ---
import pytest

assert max_nesting_depth_within_limit(5, 0) == 0
assert max_nesting_depth_within_limit([], 1) == 1
assert max_nesting_depth_within_limit([1, 2, 3], 1) == 1
assert max_nesting_depth_within_limit([1, [2, [3]]], 3) == 3
assert max_nesting_depth_within_limit([[1], [[2]], 3], 5) == 3
assert max_nesting_depth_within_limit([[[]], []], 3) == 3
with pytest.raises(ValueError):
    max_nesting_depth_within_limit([[1]], 1)
with pytest.raises(ValueError):
    max_nesting_depth_within_limit([], 0)
