# domain: collections
# function: frequency_table_sorted_by_count
# query: Count how often each element of items occurs and return a list of (item, count) pairs
#   sorted by count descending, breaking ties by the item in ascending order.

def frequency_table_sorted_by_count(items):
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    pairs = list(counts.items())
    pairs.sort(key=lambda pair: (-pair[1], pair[0]))
    return pairs

# --- tests ---
import pytest

assert frequency_table_sorted_by_count([]) == []
assert frequency_table_sorted_by_count(["a"]) == [("a", 1)]
assert frequency_table_sorted_by_count(["b", "a", "b"]) == [("b", 2), ("a", 1)]
assert frequency_table_sorted_by_count(["c", "a", "b", "a", "c"]) == [("a", 2), ("c", 2), ("b", 1)]
assert frequency_table_sorted_by_count([3, 1, 3, 3, 2, 1]) == [(3, 3), (1, 2), (2, 1)]
assert frequency_table_sorted_by_count([5, 5, 5, 5]) == [(5, 4)]
assert frequency_table_sorted_by_count([2, 1]) == [(1, 1), (2, 1)]

# --- implementation 2: sort the Counter items by item, then stably by count descending ---
from collections import Counter


def frequency_table_sorted_by_count(items):
    counts = Counter(items)
    by_item = sorted(counts.items())
    return sorted(by_item, key=lambda pair: pair[1], reverse=True)

# --- implementation 3: run lengths of the sorted items, then a stable sort on the negated count ---
from itertools import groupby


def frequency_table_sorted_by_count(items):
    table = []
    for item, run in groupby(sorted(items)):
        table.append((item, sum(1 for _ in run)))
    table.sort(key=lambda entry: -entry[1])
    return table

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 15)])
    if rng.random() < 0.4:
        return ([rng.choice("abcde") for _ in range(n)],)
    return ([rng.randint(0, 6) for _ in range(n)],)
