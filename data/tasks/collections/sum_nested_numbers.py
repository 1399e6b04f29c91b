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

# --- implementation 2: explicit work list instead of recursion ---
def sum_nested_numbers(obj):
    pending = [obj]
    total = 0
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, (list, tuple)):
            pending.extend(item)
        elif isinstance(item, (int, float)) and not isinstance(item, bool):
            total += item
    return total

# --- implementation 3: a recursive generator of the numbers, summed ---
def _numbers(node):
    if isinstance(node, dict):
        node = node.values()
    elif type(node) in (int, float):
        yield node
        return
    if not isinstance(node, (str, bytes)) and hasattr(node, "__iter__"):
        for child in node:
            yield from _numbers(child)


def sum_nested_numbers(obj):
    return sum(_numbers(obj))

# --- implementation 4: recursive sums over container children, numbers returned directly ---
def sum_nested_numbers(obj):
    if isinstance(obj, dict):
        return sum(sum_nested_numbers(v) for v in obj.values())
    if isinstance(obj, (list, tuple)):
        return sum(sum_nested_numbers(v) for v in obj)
    if isinstance(obj, (int, float)) and not isinstance(obj, bool):
        return obj
    return 0

# --- inputs ---
def _nested(rng, depth):
    kind = rng.random()
    if depth <= 0 or kind < 0.4:
        return rng.choice([rng.randint(-9, 9), rng.randint(-8, 8) / 2, True, False, None, "5", 0])
    children = [_nested(rng, depth - 1) for _ in range(rng.randint(0, 4))]
    if kind < 0.6:
        return {"k%d" % i: c for i, c in enumerate(children)}
    if kind < 0.8:
        return tuple(children)
    return children


def random_input(rng):
    return (_nested(rng, 3),)
