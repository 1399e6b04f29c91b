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

# --- implementation 2: validate each query, then the size of a set of the slice ---
def count_distinct_per_range_query(items, queries):
    answers = []
    for left, right in queries:
        if not 0 <= left <= right < len(items):
            raise IndexError("query out of bounds")
        answers.append(len(set(items[left:right + 1])))
    return answers

# --- implementation 3: count positions whose previous occurrence lies before the range start ---
def count_distinct_per_range_query(items, queries):
    previous = []
    last_seen = {}
    for i, item in enumerate(items):
        previous.append(last_seen.get(item, -1))
        last_seen[item] = i
    result = []
    for left, right in queries:
        if left < 0 or left > right or right > len(items) - 1:
            raise IndexError("invalid range")
        result.append(sum(1 for j in range(left, right + 1) if previous[j] < left))
    return result

# --- inputs ---
def random_input(rng):
    items = [rng.randint(0, 4) for _ in range(rng.randint(0, 10))]
    n = len(items)
    queries = []
    for _ in range(rng.randint(0, 4)):
        if n and rng.random() < 0.9:
            left = rng.randint(0, n - 1)
            queries.append((left, rng.randint(left, n - 1)))
        else:
            queries.append(rng.choice([(0, n), (-1, 0), (1, 0), (n, n)]))
    return (items, queries)
