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
