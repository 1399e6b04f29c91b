# domain: collections
# function: distinct_counts_per_window
# query: Given a list items and a window size k, return for every contiguous window of k items the
#   number of distinct values in it. Raise ValueError if k < 1; return [] when the list is
#   shorter than k.

def distinct_counts_per_window(items, k):
    if k < 1:
        raise ValueError("k must be positive")
    counts = {}
    result = []
    for i, item in enumerate(items):
        counts[item] = counts.get(item, 0) + 1
        if i >= k:
            old = items[i - k]
            counts[old] -= 1
            if counts[old] == 0:
                del counts[old]
        if i >= k - 1:
            result.append(len(counts))
    return result

# --- tests ---
import pytest

assert distinct_counts_per_window([1, 2, 1, 3, 4, 2, 3], 4) == [3, 4, 4, 3]
assert distinct_counts_per_window([1, 1, 1], 2) == [1, 1]
assert distinct_counts_per_window([1, 2, 3], 1) == [1, 1, 1]
assert distinct_counts_per_window([1, 2, 3], 3) == [3]
assert distinct_counts_per_window([1, 2], 3) == []
assert distinct_counts_per_window([], 1) == []
assert distinct_counts_per_window([1, 2, 2, 1, 1], 2) == [2, 1, 2, 1]
with pytest.raises(ValueError):
    distinct_counts_per_window([1], 0)

# --- implementation 2: size of a set of every window slice ---
def distinct_counts_per_window(items, k):
    if k <= 0:
        raise ValueError("window size must be at least 1")
    starts = range(len(items) - k + 1)
    return [len(set(items[s:s + k])) for s in starts]

# --- implementation 3: count positions whose previous occurrence falls before the window ---
def distinct_counts_per_window(items, k):
    if k < 1:
        raise ValueError("k must be positive")
    previous = []
    last = {}
    for i, item in enumerate(items):
        previous.append(last.get(item, -1))
        last[item] = i
    return [sum(1 for j in range(s, s + k) if previous[j] < s) for s in range(len(items) - k + 1)]

# --- inputs ---
def random_input(rng):
    items = [rng.randint(0, 4) for _ in range(rng.randint(0, 12))]
    k = rng.choice([1, 2, 3, len(items), len(items) + 1, rng.randint(1, 6)])
    if rng.random() < 0.08:
        k = rng.randint(-2, 0)
    return (items, max(k, -2))
