# domain: collections
# function: pairwise_adjacency_list
# query: Build an adjacency list (dict node -> sorted list of neighbours) from an edge list edges.
#   By default (directed=False) the graph is undirected and each edge is added both ways; with
#   directed=True only from source to target. Duplicate edges are collapsed and every node
#   appears as a key, the keys in sorted order.

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

# --- implementation 2: collect neighbour pairs, then build sorted, de-duplicated lists per sorted node ---
def pairwise_adjacency_list(edges, directed=False):
    arcs = set()
    nodes = set()
    for a, b in edges:
        nodes.update((a, b))
        arcs.add((a, b))
        if not directed:
            arcs.add((b, a))
    return {n: sorted(m for s, m in arcs if s == n) for n in sorted(nodes)}

# --- implementation 3: defaultdict of lists, duplicates removed while sorting at the end ---
from collections import defaultdict


def pairwise_adjacency_list(edges, directed=False):
    graph = defaultdict(list)
    for source, target in edges:
        graph[source].append(target)
        if directed:
            graph.setdefault(target, [])
        else:
            graph[target].append(source)
    return {node: sorted(set(graph[node])) for node in sorted(graph)}

# --- inputs ---
def random_input(rng):
    nodes = rng.choice([[1, 2, 3, 4], ["a", "b", "c"]])
    edges = [(rng.choice(nodes), rng.choice(nodes)) for _ in range(rng.randint(0, 7))]
    r = rng.random()
    if r < 0.35:
        return (edges, True)
    if r < 0.5:
        return (edges, False)
    return (edges,)
