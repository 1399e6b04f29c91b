# domain: collections
# function: unique_in_first_seen_order
# query: Remove duplicates from a list while keeping the first occurrence of each item in its original
#   position order; items must be hashable.

def unique_in_first_seen_order(items):
    seen = set()
    result = []
    for i in range(len(items)):
        item = items[i]
        if item in seen:
            continue
        seen.add(item)
        result.append(item)
    return result

# --- tests ---
import pytest

assert unique_in_first_seen_order([]) == []
assert unique_in_first_seen_order([1]) == [1]
assert unique_in_first_seen_order([3, 1, 3, 2, 1]) == [3, 1, 2]
assert unique_in_first_seen_order(["b", "a", "b"]) == ["b", "a"]
assert unique_in_first_seen_order([0, 0, 0]) == [0]
assert unique_in_first_seen_order([1, 2, 3]) == [1, 2, 3]
assert unique_in_first_seen_order([None, 1, None]) == [None, 1]

# --- implementation 2: append items not yet in the result list ---
def unique_in_first_seen_order(items):
    result = []
    for item in items:
        if item not in result:
            result.append(item)
    return result

# --- implementation 3: keep an item only where list.index finds it first ---
def unique_in_first_seen_order(items):
    kept = []
    for position, item in enumerate(items):
        if items.index(item) == position:
            kept.append(item)
    return kept

# --- implementation 4: an insertion-ordered dict as an ordered set ---
def unique_in_first_seen_order(items):
    first_seen = {}
    for item in items:
        first_seen.setdefault(item, None)
    return list(first_seen)

# --- inputs ---
def random_input(rng):
    pool = [0, 1, 2, 3, "a", "b", None, (1, 2)]
    return ([rng.choice(pool) for _ in range(rng.randint(0, 10))],)
