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
