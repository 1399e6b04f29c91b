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
