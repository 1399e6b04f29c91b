# domain: data_transformation
# function: tree_from_parent_pairs
# query: Build a nested dict tree from (child, parent) pairs where a parent of None marks a root; each
#   node maps to a dict of its children, children in input order. Raise ValueError if a parent is
#   never declared as a child.

def tree_from_parent_pairs(pairs):
    children = {}
    roots = []
    for child, parent in pairs:
        children.setdefault(child, {})
    for i in range(len(pairs)):
        child, parent = pairs[i]
        if parent is None:
            roots.append(child)
        elif parent not in children:
            raise ValueError("unknown parent %r" % (parent,))
        else:
            children[parent][child] = children[child]
    return {roots[k]: children[roots[k]] for k in range(len(roots))}

# --- tests ---
import pytest

assert tree_from_parent_pairs([]) == {}
assert tree_from_parent_pairs([("a", None)]) == {"a": {}}
assert tree_from_parent_pairs([("a", None), ("b", "a"), ("c", "a"), ("d", "b")]) == {"a": {"b": {"d": {}}, "c": {}}}
assert tree_from_parent_pairs([("d", "b"), ("b", "a"), ("a", None)]) == {"a": {"b": {"d": {}}}}
assert tree_from_parent_pairs([("x", None), ("y", None)]) == {"x": {}, "y": {}}
assert list(tree_from_parent_pairs([("r", None), ("z", "r"), ("a", "r")])["r"]) == ["z", "a"]
with pytest.raises(ValueError):
    tree_from_parent_pairs([("a", "ghost")])
assert tree_from_parent_pairs([("x", None), ("y", None), ("c", "y")]) == {"x": {}, "y": {"c": {}}}

# --- implementation 2: children lists per parent, then a recursive build from the roots ---
def tree_from_parent_pairs(pairs):
    declared = {child for child, _ in pairs}
    kids = {}
    for child, parent in pairs:
        if parent is not None and parent not in declared:
            raise ValueError("parent %r is never declared" % (parent,))
        kids.setdefault(parent, []).append(child)

    def build(node):
        return {child: build(child) for child in kids.get(node, [])}

    return build(None)

# --- implementation 3: one dict per node up front, each child attached to its target ---
def tree_from_parent_pairs(pairs):
    nodes = {child: {} for child, _ in pairs}
    tree = {}
    for child, parent in pairs:
        if parent is None:
            target = tree
        elif parent in nodes:
            target = nodes[parent]
        else:
            raise ValueError("parent %r is never a child" % (parent,))
        target[child] = nodes[child]
    return tree

# --- inputs ---
def random_input(rng):
    names = rng.sample("abcdefghij", rng.randint(0, 7))
    pairs = []
    for i, name in enumerate(names):
        parent = None if i == 0 or rng.random() < 0.3 else rng.choice(names[:i])
        pairs.append((name, parent))
    rng.shuffle(pairs)
    if rng.random() < 0.1:
        pairs.append(("orphan", "ghost"))
    return (pairs,)
