# domain: collections
# function: sort_by_frequency_then_value
# query: Sort a list so that more frequent values come first; values with equal frequency are ordered
#   ascending, and each value is repeated as many times as it occurs.

def sort_by_frequency_then_value(values):
    counts = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    ordered = sorted(counts, key=lambda v: (-counts[v], v))
    result = []
    for v in ordered:
        result.extend([v] * counts[v])
    return result

# --- tests ---
import pytest

assert sort_by_frequency_then_value([]) == []
assert sort_by_frequency_then_value([3]) == [3]
assert sort_by_frequency_then_value([1, 1, 2, 2, 2, 3]) == [2, 2, 2, 1, 1, 3]
assert sort_by_frequency_then_value([4, 6, 4, 6, 1]) == [4, 4, 6, 6, 1]
assert sort_by_frequency_then_value([5, 3, 1]) == [1, 3, 5]
assert sort_by_frequency_then_value(["b", "a", "b"]) == ["b", "b", "a"]
assert sort_by_frequency_then_value([2, 3, 1, 3, 2]) == [2, 2, 3, 3, 1]
assert sort_by_frequency_then_value([0]) == [0]
