# domain: data_transformation
# function: flatten_list_to_depth
# query: Flatten nested lists in items by at most depth levels (depth 0 returns a shallow copy);
#   non-list items are kept as they are. Raise ValueError for a negative depth.

def flatten_list_to_depth(items, depth):
    if depth < 0:
        raise ValueError("depth must be non-negative")
    result = []
    for item in items:
        if isinstance(item, list) and depth > 0:
            result.extend(flatten_list_to_depth(item, depth - 1))
        else:
            result.append(item)
    return result

# --- tests ---
import pytest

assert flatten_list_to_depth([], 3) == []
assert flatten_list_to_depth([1, [2, [3, [4]]]], 0) == [1, [2, [3, [4]]]]
assert flatten_list_to_depth([1, [2, [3, [4]]]], 1) == [1, 2, [3, [4]]]
assert flatten_list_to_depth([1, [2, [3, [4]]]], 2) == [1, 2, 3, [4]]
assert flatten_list_to_depth([1, [2, [3, [4]]]], 10) == [1, 2, 3, 4]
assert flatten_list_to_depth([[], [[]]], 1) == [[]]
assert flatten_list_to_depth([(1, 2), [3]], 5) == [(1, 2), 3]
with pytest.raises(ValueError):
    flatten_list_to_depth([1], -1)

# --- implementation 2: flatten one level at a time, depth times ---
def flatten_list_to_depth(items, depth):
    if depth < 0:
        raise ValueError("negative depth")
    result = list(items)
    for _ in range(depth):
        if not any(isinstance(x, list) for x in result):
            break
        flat = []
        for x in result:
            if isinstance(x, list):
                flat.extend(x)
            else:
                flat.append(x)
        result = flat
    return result

# --- implementation 3: a stack of (iterator, remaining depth) ---
def flatten_list_to_depth(items, depth):
    if depth < 0:
        raise ValueError("depth < 0")
    result = []
    stack = [(iter(items), depth)]
    while stack:
        it, level = stack[-1]
        for item in it:
            if isinstance(item, list) and level > 0:
                stack.append((iter(item), level - 1))
                break
            result.append(item)
        else:
            stack.pop()
    return result

# --- implementation 4: a recursive generator carrying the remaining depth ---
def _flatten(items, depth):
    for item in items:
        if isinstance(item, list) and depth > 0:
            yield from _flatten(item, depth - 1)
        else:
            yield item


def flatten_list_to_depth(items, depth):
    if depth < 0:
        raise ValueError("depth must be >= 0")
    return list(_flatten(items, depth))

# --- inputs ---
def _nested(rng, depth):
    out = []
    for _ in range(rng.randint(0, 3)):
        if depth > 0 and rng.random() < 0.4:
            out.append(_nested(rng, depth - 1))
        else:
            out.append(rng.choice([1, 2, 3, (1, 2), "s"]))
    return out


def random_input(rng):
    return (_nested(rng, 4), rng.choice([-1, 0, 1, 1, 2, 3, 10]))
