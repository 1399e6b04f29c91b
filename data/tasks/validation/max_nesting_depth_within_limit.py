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

# --- implementation 2: recursive helper using max(..., default=0) over the children ---
def _depth(node):
    if isinstance(node, list):
        return 1 + max((_depth(child) for child in node), default=0)
    return 0


def max_nesting_depth_within_limit(value, max_depth):
    found = _depth(value)
    if found > max_depth:
        raise ValueError("too deep: %d > %d" % (found, max_depth))
    return found

# --- implementation 3: breadth-first walk level by level ---
def max_nesting_depth_within_limit(value, max_depth):
    level = [value]
    depth = 0
    while True:
        lists = [node for node in level if isinstance(node, list)]
        if not lists:
            break
        depth += 1
        level = [child for node in lists for child in node]
    if depth > max_depth:
        raise ValueError("depth limit exceeded")
    return depth

# --- implementation 4: explicit stack of (node, depth) pairs instead of recursion ---
def max_nesting_depth_within_limit(value, max_depth):
    deepest = 0
    pending = [(value, 1)]
    while pending:
        node, level = pending.pop()
        if isinstance(node, list):
            deepest = max(deepest, level)
            pending.extend((child, level + 1) for child in node)
    if deepest > max_depth:
        raise ValueError("nesting depth %d exceeds %d" % (deepest, max_depth))
    return deepest

# --- inputs ---
def random_input(rng):
    def build(level):
        if level == 0 or rng.random() < 0.3:
            return rng.choice([1, "a", None, []])
        return [build(level - 1) for _ in range(rng.randint(0, 3))]
    value = build(rng.randint(0, 4))
    return (value, rng.randint(0, 4))
