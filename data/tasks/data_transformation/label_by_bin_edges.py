# domain: data_transformation
# function: label_by_bin_edges
# query: Assign each of the numbers in values a label using sorted bin edges and labels: values
#   below edges[0] get labels[0], values in [edges[i-1], edges[i]) get labels[i], and values >=
#   the last edge get the last label. Raise ValueError unless len(labels) == len(edges) + 1.

import bisect

def label_by_bin_edges(values, edges, labels):
    if len(labels) != len(edges) + 1:
        raise ValueError("need exactly one more label than edges")
    result = []
    for v in values:
        index = bisect.bisect_right(edges, v)
        result.append(labels[index])
    return result

# --- tests ---
import pytest

assert label_by_bin_edges([], [10], ["lo", "hi"]) == []
assert label_by_bin_edges([5, 10, 15], [10], ["lo", "hi"]) == ["lo", "hi", "hi"]
assert label_by_bin_edges([0, 12, 17, 18, 64, 65, 90], [13, 18, 65], ["child", "teen", "adult", "senior"]) == ["child", "child", "teen", "adult", "adult", "senior", "senior"]
assert label_by_bin_edges([1, 2], [], ["all"]) == ["all", "all"]
assert label_by_bin_edges([-1], [0, 5], ["neg", "small", "big"]) == ["neg"]
with pytest.raises(ValueError):
    label_by_bin_edges([1], [10], ["a"])
with pytest.raises(ValueError):
    label_by_bin_edges([1], [10], ["a", "b", "c"])

# --- implementation 2: the label index is the number of edges not above the value ---
def label_by_bin_edges(values, edges, labels):
    if len(labels) != len(edges) + 1:
        raise ValueError("labels must have one more entry than edges")
    out = []
    for v in values:
        out.append(labels[sum(1 for e in edges if e <= v)])
    return out

# --- implementation 3: walk edges and labels together until an edge exceeds the value ---
def label_by_bin_edges(values, edges, labels):
    if len(edges) + 1 != len(labels):
        raise ValueError("wrong number of labels")
    result = []
    for v in values:
        for edge, label in zip(edges, labels):
            if v < edge:
                result.append(label)
                break
        else:
            result.append(labels[-1])
    return result

# --- implementation 4: a hand-written binary search for the first edge above the value ---
def label_by_bin_edges(values, edges, labels):
    if len(labels) != len(edges) + 1:
        raise ValueError("len(labels) must be len(edges) + 1")
    result = []
    for v in values:
        lo, hi = 0, len(edges)
        while lo < hi:
            mid = (lo + hi) // 2
            if edges[mid] <= v:
                lo = mid + 1
            else:
                hi = mid
        result.append(labels[lo])
    return result

# --- inputs ---
def random_input(rng):
    edges = sorted(rng.sample(range(0, 30), rng.randint(0, 4)))
    labels = ["L%d" % i for i in range(len(edges) + 1)]
    if rng.random() < 0.1:
        labels = labels[:-1] if rng.random() < 0.5 else labels + ["extra"]
    values = [rng.choice([rng.randint(-3, 33)] + edges) for _ in range(rng.randint(0, 8))]
    return (values, edges, labels)
