# domain: collections
# function: top_k_frequent_items
# query: Given a list items, return its k most frequent elements as (item, count) pairs, most
#   frequent first, breaking frequency ties by first appearance in the list. If k exceeds the
#   number of distinct items return all of them; raise ValueError when k is negative.

def top_k_frequent_items(items, k):
    if k < 0:
        raise ValueError("k must be non-negative")
    counts = {}
    first_seen = {}
    for index, item in enumerate(items):
        if item not in counts:
            counts[item] = 0
            first_seen[item] = index
        counts[item] += 1
    ranked = sorted(counts, key=lambda item: (-counts[item], first_seen[item]))
    return [(item, counts[item]) for item in ranked[:k]]

# --- tests ---
import pytest

assert top_k_frequent_items([1, 1, 1, 2, 2, 3], 2) == [(1, 3), (2, 2)]
assert top_k_frequent_items([3, 2, 3, 2, 1], 2) == [(3, 2), (2, 2)]
assert top_k_frequent_items([3, 2, 3, 2, 1], 1) == [(3, 2)]
assert top_k_frequent_items([4, 5], 5) == [(4, 1), (5, 1)]
assert top_k_frequent_items([], 3) == []
assert top_k_frequent_items([1, 2, 2], 0) == []
assert top_k_frequent_items(["x", "y", "y", "z", "z", "z"], 3) == [("z", 3), ("y", 2), ("x", 1)]
with pytest.raises(ValueError):
    top_k_frequent_items([1], -1)

# --- implementation 2: Counter.most_common keeps first-seen order among equal counts ---
from collections import Counter


def top_k_frequent_items(items, k):
    if k < 0:
        raise ValueError("negative k")
    tally = Counter(items)
    return tally.most_common(k)

# --- implementation 3: distinct items in order, counted with list.count, stable sort by count ---
def top_k_frequent_items(items, k):
    if k < 0:
        raise ValueError("k must be >= 0")
    distinct = list(dict.fromkeys(items))
    pairs = [(item, items.count(item)) for item in distinct]
    pairs.sort(key=lambda pair: pair[1], reverse=True)
    return pairs[:k]

# --- implementation 4: sort the distinct items by (-count, first index) with list methods ---
def top_k_frequent_items(items, k):
    if k < 0:
        raise ValueError("k must be non-negative")
    ranked = sorted(set(items), key=lambda x: (-items.count(x), items.index(x)))
    return [(x, items.count(x)) for x in ranked[:k]]

# --- inputs ---
def random_input(rng):
    items = [rng.choice("abcde") for _ in range(rng.randint(0, 12))]
    return (items, rng.choice([-1, 0, 1, 2, 3, 6]))
