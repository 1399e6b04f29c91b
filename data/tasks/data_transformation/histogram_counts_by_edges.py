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
