# domain: collections
# function: positions_of_each_item
# query: Map every distinct element of the list items to the list of indices where it occurs, in
#   ascending order; the dict keys appear in first-occurrence order.

def positions_of_each_item(items):
    positions = {}
    for index in range(len(items)):
        item = items[index]
        positions[item] = positions.get(item, []) + [index]
    return positions

# --- tests ---
import pytest

assert positions_of_each_item([]) == {}
assert positions_of_each_item(["a"]) == {"a": [0]}
assert positions_of_each_item(["a", "b", "a", "c", "a"]) == {"a": [0, 2, 4], "b": [1], "c": [3]}
assert list(positions_of_each_item([3, 1, 3])) == [3, 1]
assert positions_of_each_item([0, 0]) == {0: [0, 1]}
assert positions_of_each_item([None, 1, None]) == {None: [0, 2], 1: [1]}
assert positions_of_each_item([7, 8, 9]) == {7: [0], 8: [1], 9: [2]}

# --- implementation 2: setdefault and append per index ---
def positions_of_each_item(items):
    where = {}
    for index, item in enumerate(items):
        where.setdefault(item, []).append(index)
    return where

# --- implementation 3: distinct items in first-seen order, each with a comprehension of its indices ---
def positions_of_each_item(items):
    result = {}
    for item in dict.fromkeys(items):
        result[item] = [i for i, other in enumerate(items) if other == item]
    return result

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 12)])
    return ([rng.choice([0, 1, 3, 7, None, "a"]) for _ in range(n)],)
