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

# --- implementation 2: iterative walk with an explicit list of pending objects ---
def count_leaf_values_nested(obj):
    pending = [obj]
    leaves = 0
    while pending:
        current = pending.pop()
        if isinstance(current, dict):
            pending.extend(current.values())
        elif isinstance(current, (list, tuple)):
            pending.extend(current)
        else:
            leaves += 1
    return leaves

# --- implementation 3: recursive generator yielding each leaf, counted at the top ---
def _iter_leaves(node):
    if isinstance(node, dict):
        node = list(node.values())
    if isinstance(node, (list, tuple)):
        for child in node:
            yield from _iter_leaves(child)
    else:
        yield node


def count_leaf_values_nested(obj):
    return sum(1 for _ in _iter_leaves(obj))

# --- implementation 4: breadth-first queue read by a moving head index, containers unpacked onto its tail ---
def count_leaf_values_nested(obj):
    queue = [obj]
    head = 0
    count = 0
    while head < len(queue):
        node = queue[head]
        head += 1
        if isinstance(node, dict):
            queue += list(node.values())
        elif isinstance(node, (list, tuple)):
            queue += node
        else:
            count += 1
    return count

# --- inputs ---
def random_input(rng):
    def build(depth):
        r = rng.random()
        if depth > 3 or r < 0.35:
            return rng.choice([0, 1, "s", None, 2.5, ""])
        n = rng.randint(0, 3)
        if r < 0.6:
            return [build(depth + 1) for _ in range(n)]
        if r < 0.75:
            return tuple(build(depth + 1) for _ in range(n))
        return {"k%d" % i: build(depth + 1) for i in range(n)}

    return (build(0),)
