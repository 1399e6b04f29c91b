# domain: collections
# function: longest_window_at_most_k_distinct
# query: Return the length of the longest contiguous sublist of items containing at most k distinct
#   values. k = 0 gives 0; negative k raises ValueError.

def longest_window_at_most_k_distinct(items, k):
    if k < 0:
        raise ValueError("k must be non-negative")
    counts = {}
    left = 0
    best = 0
    for right, item in enumerate(items):
        counts[item] = counts.get(item, 0) + 1
        while len(counts) > k:
            old = items[left]
            counts[old] -= 1
            if counts[old] == 0:
                del counts[old]
            left += 1
        best = max(best, right - left + 1)
    return best

# --- tests ---
import pytest

assert longest_window_at_most_k_distinct([], 2) == 0
assert longest_window_at_most_k_distinct([1, 2, 1], 0) == 0
assert longest_window_at_most_k_distinct(list("eceba"), 2) == 3
assert longest_window_at_most_k_distinct(list("aa"), 1) == 2
assert longest_window_at_most_k_distinct([1, 2, 1, 2, 3], 2) == 4
assert longest_window_at_most_k_distinct([1, 2, 3, 4], 1) == 1
assert longest_window_at_most_k_distinct([1, 2, 3], 5) == 3
assert longest_window_at_most_k_distinct([1, 1, 2, 3, 3, 3, 2], 2) == 5
with pytest.raises(ValueError):
    longest_window_at_most_k_distinct([1], -1)

# --- implementation 2: from every start, extend while the set of values stays within k ---
def longest_window_at_most_k_distinct(items, k):
    if k < 0:
        raise ValueError("negative k")
    best = 0
    for start in range(len(items)):
        seen = set()
        for end in range(start, len(items)):
            seen.add(items[end])
            if len(seen) > k:
                break
            best = max(best, end - start + 1)
    return best

# --- implementation 3: last index of each value in the window; drop the stalest value when over k ---
def longest_window_at_most_k_distinct(items, k):
    if k < 0:
        raise ValueError("k must be non-negative")
    if k == 0:
        return 0
    last = {}
    start = 0
    longest = 0
    for i, item in enumerate(items):
        last[item] = i
        if len(last) > k:
            stale = min(last, key=last.get)
            start = last.pop(stale) + 1
        longest = max(longest, i - start + 1)
    return longest

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ([1, 2], rng.randint(-3, -1))
    items = [rng.randint(0, 4) for _ in range(rng.randint(0, 14))]
    if rng.random() < 0.3:
        items = [rng.choice("abc") for _ in range(rng.randint(0, 10))]
    return (items, rng.choice([0, 1, 2, 3, rng.randint(0, 6)]))
