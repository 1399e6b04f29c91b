# domain: sorting_searching
# function: sort_by_frequency_desc
# query: Sort a list of integers so that more frequent values come first; values with equal frequency
#   are ordered ascending. Each value is repeated as often as it occurred. Return the new list.

from collections import Counter

def sort_by_frequency_desc(values):
    counts = Counter(values)
    ordered = sorted(counts, key=lambda v: (-counts[v], v))
    result = []
    for v in ordered:
        result.extend([v] * counts[v])
    return result

# --- tests ---
import pytest

assert sort_by_frequency_desc([]) == []
assert sort_by_frequency_desc([3]) == [3]
assert sort_by_frequency_desc([1, 2, 2, 3, 3, 3]) == [3, 3, 3, 2, 2, 1]
assert sort_by_frequency_desc([4, 1, 4, 1, 2]) == [1, 1, 4, 4, 2]
assert sort_by_frequency_desc([5, -1, 5, -1, -1]) == [-1, -1, -1, 5, 5]
assert sort_by_frequency_desc([9, 8, 7]) == [7, 8, 9]
assert sort_by_frequency_desc([2, 2]) == [2, 2]
