# domain: collections
# function: majority_element_or_none
# query: Return the element that occurs strictly more than half the time in the list items, or None
#   if there is no such element.

def majority_element_or_none(items):
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
        if counts[item] * 2 > len(items):
            return item
    return None

# --- tests ---
import pytest

assert majority_element_or_none([]) is None
assert majority_element_or_none([4]) == 4
assert majority_element_or_none([3, 2, 3]) == 3
assert majority_element_or_none([2, 2, 1, 1, 1, 2, 2]) == 2
assert majority_element_or_none([1, 2]) is None
assert majority_element_or_none([1, 1, 2, 2]) is None
assert majority_element_or_none([1, 2, 3, 3, 3]) == 3
assert majority_element_or_none([1, 2, 3]) is None
assert majority_element_or_none([5, 5, 5, 6]) == 5

# --- implementation 2: Counter.most_common(1), checked against half the length ---
from collections import Counter


def majority_element_or_none(items):
    if not items:
        return None
    value, count = Counter(items).most_common(1)[0]
    if 2 * count > len(items):
        return value
    return None

# --- implementation 3: Boyer-Moore vote for a candidate, then verify its count ---
def majority_element_or_none(items):
    candidate = None
    votes = 0
    for item in items:
        if votes == 0:
            candidate = item
        votes += 1 if item == candidate else -1
    if items and items.count(candidate) > len(items) // 2:
        return candidate
    return None

# --- implementation 4: gather equal items into groups by comparison, then test the largest group ---
def majority_element_or_none(items):
    groups = []
    for item in items:
        for group in groups:
            if group[0] == item:
                group.append(item)
                break
        else:
            groups.append([item])
    largest = max(groups, key=len, default=[])
    if len(largest) * 2 > len(items):
        return largest[0]
    return None

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, 4, rng.randint(0, 12)])
    items = [rng.choice([1, 2, 3]) for _ in range(n)]
    if n and rng.random() < 0.4:
        m = n // 2 + rng.choice([0, 1])
        items = [7] * m + items[:n - m]
        rng.shuffle(items)
    if rng.random() < 0.15:
        items = [rng.choice(["7", 7, None, (1, 2)]) if rng.random() < 0.4 else x for x in items]
    return (items,)
