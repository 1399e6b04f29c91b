# domain: data_transformation
# function: histogram_counts_by_edges
# query: Count how many values fall into each bin defined by sorted edges: bin i is [edges[i],
#   edges[i+1]) except the last bin, which also includes its right edge. Values outside all bins are
#   ignored. Raise ValueError for fewer than 2 edges.

def histogram_counts_by_edges(values, edges):
    if len(edges) < 2:
        raise ValueError("need at least two edges")
    counts = [0] * (len(edges) - 1)
    last = len(edges) - 2
    for v in values:
        for i in range(len(edges) - 1):
            low, high = edges[i], edges[i + 1]
            if low <= v < high or (i == last and v == high):
                counts[i] += 1
                break
    return counts

# --- tests ---
import pytest

assert histogram_counts_by_edges([], [0, 1]) == [0]
assert histogram_counts_by_edges([0, 1], [0, 1]) == [2]
assert histogram_counts_by_edges([1, 2, 2, 3, 5, 9], [0, 2, 4, 6]) == [1, 3, 1]
assert histogram_counts_by_edges([-1, 10], [0, 5, 10]) == [0, 1]
assert histogram_counts_by_edges([5], [0, 5, 10]) == [0, 1]
assert histogram_counts_by_edges([4.99, 0], [0, 5, 10]) == [2, 0]
assert histogram_counts_by_edges([11, 6], [0, 5, 10]) == [0, 1]
with pytest.raises(ValueError):
    histogram_counts_by_edges([1], [0])

# --- implementation 2: bisect_right locates each value's bin ---
from bisect import bisect_right


def histogram_counts_by_edges(values, edges):
    if len(edges) < 2:
        raise ValueError("at least two edges are required")
    counts = [0] * (len(edges) - 1)
    for v in values:
        if v == edges[-1]:
            counts[-1] += 1
            continue
        i = bisect_right(edges, v) - 1
        if 0 <= i < len(counts):
            counts[i] += 1
    return counts

# --- implementation 3: count the values of each bin in turn ---
def histogram_counts_by_edges(values, edges):
    if len(edges) < 2:
        raise ValueError("fewer than two edges")
    bins = list(zip(edges, edges[1:]))
    counts = []
    for k, (low, high) in enumerate(bins):
        last = k == len(bins) - 1
        counts.append(sum(1 for v in values if low <= v < high or (last and v == high)))
    return counts

# --- inputs ---
def random_input(rng):
    edges = sorted(rng.sample(range(-5, 15), rng.choice([0, 1, 2, 2, 3, 4, 5])))
    values = [rng.choice([rng.randint(-7, 17), rng.randint(-7, 17) + 0.5] + edges) for _ in range(rng.randint(0, 10))]
    return (values, edges)
