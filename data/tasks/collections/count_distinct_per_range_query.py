# domain: collections
# function: count_distinct_per_range_query
# query: Given a list items and a list of queries, each a (left, right) inclusive index pair, return
#   for each query the number of distinct values in items[left..right]. Raise IndexError when a
#   query is out of bounds or left > right.

def count_distinct_per_range_query(items, queries):
    answers = []
    for left, right in queries:
        if left < 0 or right >= len(items) or left > right:
            raise IndexError("bad query (%d, %d)" % (left, right))
        seen = set()
        for i in range(left, right + 1):
            seen.add(items[i])
        answers.append(len(seen))
    return answers

# --- tests ---
import pytest

assert count_distinct_per_range_query([1, 2, 1, 3], []) == []
assert count_distinct_per_range_query([1, 2, 1, 3], [(0, 3)]) == [3]
assert count_distinct_per_range_query([1, 2, 1, 3], [(0, 2), (1, 1), (2, 3)]) == [2, 1, 2]
assert count_distinct_per_range_query([5, 5, 5], [(0, 2)]) == [1]
assert count_distinct_per_range_query([1, 2, 3], [(0, 0), (2, 2)]) == [1, 1]
with pytest.raises(IndexError):
    count_distinct_per_range_query([1, 2, 3], [(0, 3)])
with pytest.raises(IndexError):
    count_distinct_per_range_query([1, 2, 3], [(-1, 1)])
with pytest.raises(IndexError):
    count_distinct_per_range_query([1, 2, 3], [(2, 1)])
