# domain: collections
# function: in_degree_counts
# query: Given a directed edge list edges, return a dict mapping every node that appears (as source
#   or target) to its in-degree, with keys sorted.

def in_degree_counts(edges):
    degrees = {}
    for source, target in edges:
        if source not in degrees:
            degrees[source] = 0
        degrees[target] = degrees.get(target, 0) + 1
    return {node: degrees[node] for node in sorted(degrees)}

# --- tests ---
import pytest

assert in_degree_counts([]) == {}
assert in_degree_counts([("a", "b")]) == {"a": 0, "b": 1}
assert in_degree_counts([("a", "b"), ("c", "b"), ("b", "a")]) == {"a": 1, "b": 2, "c": 0}
assert in_degree_counts([(1, 1)]) == {1: 1}
assert in_degree_counts([(2, 3), (2, 3)]) == {2: 0, 3: 2}
assert list(in_degree_counts([(9, 1), (5, 1)])) == [1, 5, 9]
assert in_degree_counts([("x", "y"), ("y", "x"), ("y", "z")]) == {"x": 1, "y": 1, "z": 1}

# --- implementation 2: Counter of targets, then every node seen with its count ---
from collections import Counter


def in_degree_counts(edges):
    incoming = Counter(target for _, target in edges)
    nodes = {node for edge in edges for node in edge}
    return {node: incoming[node] for node in sorted(nodes)}

# --- implementation 3: dict.fromkeys over all endpoints, then increment per edge ---
def in_degree_counts(edges):
    endpoints = sorted({u for u, _ in edges} | {v for _, v in edges})
    degree = dict.fromkeys(endpoints, 0)
    for _, v in edges:
        degree[v] += 1
    return degree

# --- inputs ---
def random_input(rng):
    nodes = rng.choice([["a", "b", "c", "x"], [1, 2, 3, 5, 9]])
    return ([(rng.choice(nodes), rng.choice(nodes)) for _ in range(rng.randint(0, 8))],)
