# domain: collections
# function: find_paths_to_value
# query: Given obj, a nested structure of dicts and lists, return every key/index path (as a list)
#   at which target occurs, listed in the order the values appear reading the structure top to
#   bottom (dict keys in insertion order, list items by index, a container's contents before
#   its next sibling). The optional prefix (default None, meaning []) is prepended to every
#   path.

def find_paths_to_value(obj, target, prefix=None):
    if prefix is None:
        prefix = []
    paths = []
    if isinstance(obj, dict):
        for key, value in obj.items():
            paths.extend(find_paths_to_value(value, target, prefix + [key]))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            paths.extend(find_paths_to_value(value, target, prefix + [index]))
    elif obj == target:
        paths.append(prefix)
    return paths

# --- tests ---
import pytest

assert find_paths_to_value(3, 3) == [[]]
assert find_paths_to_value(3, 4) == []
assert find_paths_to_value({}, 1) == []
assert find_paths_to_value({"a": 1, "b": {"c": 1}}, 1) == [["a"], ["b", "c"]]
assert find_paths_to_value([0, [1, 0]], 0) == [[0], [1, 1]]
assert find_paths_to_value({"x": [{"y": "t"}, "t"]}, "t") == [["x", 0, "y"], ["x", 1]]
assert find_paths_to_value({"a": [1, 2]}, 2) == [["a", 1]]

# --- implementation 2: iterative depth-first walk, children pushed in reverse to keep the order ---
def find_paths_to_value(obj, target, prefix=None):
    start = [] if prefix is None else list(prefix)
    stack = [(obj, start)]
    found = []
    while stack:
        node, path = stack.pop()
        if isinstance(node, dict):
            children = list(node.items())
        elif isinstance(node, list):
            children = list(enumerate(node))
        else:
            if node == target:
                found.append(path)
            continue
        for step, child in reversed(children):
            stack.append((child, path + [step]))
    return found

# --- implementation 3: recursive generator yielding each matching path ---
def find_paths_to_value(obj, target, prefix=None):
    def walk(node, path):
        if isinstance(node, dict):
            pairs = node.items()
        elif isinstance(node, list):
            pairs = enumerate(node)
        else:
            if node == target:
                yield path
            return
        for step, child in pairs:
            yield from walk(child, path + [step])

    return list(walk(obj, list(prefix or [])))

# --- inputs ---
def random_input(rng):
    def build(depth):
        r = rng.random()
        if depth > 3 or r < 0.4:
            return rng.choice([0, 1, 1, "t", None, (1,)])
        n = rng.randint(0, 3)
        if r < 0.7:
            return [build(depth + 1) for _ in range(n)]
        return {k: build(depth + 1) for k in rng.sample(["a", "b", "c", 5], n)}

    obj = build(0)
    target = rng.choice([1, 0, "t", None, (1,)])
    if rng.random() < 0.3:
        return (obj, target, rng.choice([[], ["root"], [0, "x"]]))
    return (obj, target)
