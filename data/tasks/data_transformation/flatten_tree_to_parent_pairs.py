# domain: data_transformation
# function: flatten_tree_to_parent_pairs
# query: Flatten a nested dict tree (node -> dict of children) into a list of (node, parent) pairs
#   in pre-order: a node, then its whole subtree, then its next sibling (siblings in insertion
#   order), with the given parent (default None) as the parent of top-level nodes.

def flatten_tree_to_parent_pairs(tree, parent=None):
    pairs = []
    items = list(tree.items())
    for i in range(len(items)):
        node = items[i][0]
        children = items[i][1]
        pairs.append((node, parent))
        pairs.extend(flatten_tree_to_parent_pairs(children, node))
    return pairs

# --- tests ---
import pytest

assert flatten_tree_to_parent_pairs({}) == []
assert flatten_tree_to_parent_pairs({"a": {}}) == [("a", None)]
assert flatten_tree_to_parent_pairs({"a": {"b": {"d": {}}, "c": {}}}) == [("a", None), ("b", "a"), ("d", "b"), ("c", "a")]
assert flatten_tree_to_parent_pairs({"x": {}, "y": {"z": {}}}) == [("x", None), ("y", None), ("z", "y")]
assert flatten_tree_to_parent_pairs({1: {2: {3: {4: {}}}}}) == [(1, None), (2, 1), (3, 2), (4, 3)]
assert flatten_tree_to_parent_pairs({"r": {}}, "root") == [("r", "root")]
assert len(flatten_tree_to_parent_pairs({"a": {"b": {}, "c": {}, "d": {}}})) == 4

# --- implementation 2: an explicit stack, children pushed in reverse to keep pre-order ---
def flatten_tree_to_parent_pairs(tree, parent=None):
    pairs = []
    stack = [(node, parent, kids) for node, kids in reversed(list(tree.items()))]
    while stack:
        node, up, kids = stack.pop()
        pairs.append((node, up))
        stack.extend((child, node, sub) for child, sub in reversed(list(kids.items())))
    return pairs

# --- implementation 3: a recursive generator of (node, parent) pairs ---
def _preorder(tree, parent):
    for node, children in tree.items():
        yield node, parent
        yield from _preorder(children, node)


def flatten_tree_to_parent_pairs(tree, parent=None):
    return list(_preorder(tree, parent))

# --- implementation 4: a stack of (parent, iterator over its children) frames advanced with next() ---
def flatten_tree_to_parent_pairs(tree, parent=None):
    result = []
    frames = [(parent, iter(tree.items()))]
    while frames:
        owner, children = frames[-1]
        step = next(children, None)
        if step is None:
            frames.pop()
            continue
        node, subtree = step
        result.append((node, owner))
        frames.append((node, iter(subtree.items())))
    return result

# --- inputs ---
def _tree(rng, depth, names):
    tree = {}
    for _ in range(rng.randint(0, 3)):
        name = names.pop()
        tree[name] = _tree(rng, depth - 1, names) if depth > 0 else {}
    return tree


def random_input(rng):
    first = rng.randint(0, 80)
    names = list(range(first, first + 130))
    tree = _tree(rng, 3, names)
    if rng.random() < 0.5:
        return (tree,)
    return (tree, rng.choice(["root", 0, None]))
