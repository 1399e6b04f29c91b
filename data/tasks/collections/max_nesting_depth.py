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

# --- implementation 2: level-by-level walk, counting the levels that hold containers ---
def max_nesting_depth(obj):
    depth = 0
    level = [obj]
    while True:
        containers = [x for x in level if isinstance(x, (list, tuple, dict))]
        if not containers:
            return depth
        depth += 1
        level = []
        for c in containers:
            level.extend(c.values() if isinstance(c, dict) else c)

# --- implementation 3: explicit stack of (node, depth) pairs ---
def max_nesting_depth(obj):
    best = 0
    stack = [(obj, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children = node.values()
        elif isinstance(node, (list, tuple)):
            children = node
        else:
            continue
        best = max(best, depth)
        stack.extend((child, depth + 1) for child in children)
    return best

# --- inputs ---
def random_input(rng):
    def build(depth):
        r = rng.random()
        if depth > 4 or r < 0.35:
            return rng.choice([0, "abc", None, 1.5])
        n = rng.randint(0, 3)
        if r < 0.6:
            return [build(depth + 1) for _ in range(n)]
        if r < 0.8:
            return tuple(build(depth + 1) for _ in range(n))
        return {"k%d" % i: build(depth + 1) for i in range(n)}

    return (build(0),)
