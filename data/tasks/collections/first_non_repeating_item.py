# domain: collections
# function: first_non_repeating_item
# query: Return the first item in the list items that occurs exactly once, or None if every item
#   repeats (or the list is empty).

def first_non_repeating_item(items):
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    for item in items:
        if counts[item] == 1:
            return item
    return None

# --- tests ---
import pytest

assert first_non_repeating_item([]) is None
assert first_non_repeating_item([7]) == 7
assert first_non_repeating_item([1, 1]) is None
assert first_non_repeating_item([2, 3, 2, 4]) == 3
assert first_non_repeating_item(["a", "b", "a", "b", "c"]) == "c"
assert first_non_repeating_item([5, 5, 5, 6]) == 6
assert first_non_repeating_item([0, 1, 1]) == 0
assert first_non_repeating_item([4, 4, 4]) is None

# --- implementation 2: Counter, then the first item counted once via next() ---
from collections import Counter


def first_non_repeating_item(items):
    counts = Counter(items)
    singles = (item for item in items if counts[item] == 1)
    return next(singles, None)

# --- implementation 3: an item is unique if it is in neither the slice before nor the slice after it ---
def first_non_repeating_item(items):
    for index, item in enumerate(items):
        if item not in items[:index] and item not in items[index + 1:]:
            return item
    return None

# --- implementation 4: the first item whose list.count is 1 ---
def first_non_repeating_item(items):
    for item in items:
        if items.count(item) == 1:
            return item
    return None

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 12)])
    if rng.random() < 0.3:
        return ([rng.choice("abcd") for _ in range(n)],)
    return ([rng.randint(0, 5) for _ in range(n)],)
