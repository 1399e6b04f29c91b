# domain: collections
# function: pairwise_adjacency_list
# query: Build an adjacency list (dict node -> sorted list of neighbours) from an edge list edges.
#   By default (directed=False) the graph is undirected and each edge is added both ways; with
#   directed=True only from source to target. Duplicate edges are collapsed and every node
#   appears as a key.

def pairwise_adjacency_list(edges, directed=False):
    neighbours = {}
    for i in range(len(edges)):
        a, b = edges[i]
        neighbours.setdefault(a, set()).add(b)
        if directed:
            neighbours.setdefault(b, set())
        else:
            neighbours.setdefault(b, set()).add(a)
    nodes = sorted(neighbours)
    return {nodes[k]: sorted(neighbours[nodes[k]]) for k in range(len(nodes))}

# --- tests ---
import pytest

assert pairwise_adjacency_list([]) == {}
assert pairwise_adjacency_list([(1, 2)]) == {1: [2], 2: [1]}
assert pairwise_adjacency_list([(1, 2)], directed=True) == {1: [2], 2: []}
assert pairwise_adjacency_list([(1, 2), (1, 3), (2, 3)]) == {1: [2, 3], 2: [1, 3], 3: [1, 2]}
assert pairwise_adjacency_list([(1, 2), (2, 1), (1, 2)], True) == {1: [2], 2: [1]}
assert pairwise_adjacency_list([("b", "a"), ("c", "a")]) == {"a": ["b", "c"], "b": ["a"], "c": ["a"]}
assert list(pairwise_adjacency_list([(3, 1), (2, 1)], True)) == [1, 2, 3]
