# domain: sorting_searching
# function: stable_partition_by_predicate
# query: Reorder a list items so all elements satisfying predicate come first, both groups keeping
#   their original relative order; return (new_list, split_index) where split_index is the
#   number of elements that satisfied the predicate.

def stable_partition_by_predicate(items, predicate):
    matching = []
    rest = []
    split = 0
    for i in range(len(items)):
        if predicate(items[i]):
            matching.append(items[i])
            split += 1
        else:
            rest.append(items[i])
    return matching + rest, split

# --- tests ---
import pytest

assert stable_partition_by_predicate([], bool) == ([], 0)
assert stable_partition_by_predicate([1, 2, 3, 4, 5, 6], lambda x: x % 2 == 0) == ([2, 4, 6, 1, 3, 5], 3)
assert stable_partition_by_predicate([0, 1, 0, 2], bool) == ([1, 2, 0, 0], 2)
assert stable_partition_by_predicate([1, 3], lambda x: x > 5) == ([1, 3], 0)
assert stable_partition_by_predicate([7, 8], lambda x: x > 5) == ([7, 8], 2)
assert stable_partition_by_predicate(["b", "A", "c", "D"], str.isupper) == (["A", "D", "b", "c"], 2)
assert stable_partition_by_predicate([5], lambda x: x < 0) == ([5], 0)
assert stable_partition_by_predicate([4, 9, 6, 1], lambda x: x > 5) == ([9, 6, 4, 1], 2)

# --- implementation 2: evaluate the predicate once per item, then two filtered comprehensions ---
def stable_partition_by_predicate(items, predicate):
    flags = [bool(predicate(x)) for x in items]
    front = [x for x, f in zip(items, flags) if f]
    back = [x for x, f in zip(items, flags) if not f]
    return front + back, len(front)

# --- implementation 3: stable sort on "fails the predicate" ---
def stable_partition_by_predicate(items, predicate):
    def rank(x):
        return 0 if predicate(x) else 1
    ordered = sorted(items, key=rank)
    return ordered, sum(1 for x in items if predicate(x))

# --- implementation 4: itertools filter and filterfalse for the two groups ---
from itertools import filterfalse


def stable_partition_by_predicate(items, predicate):
    selected = list(filter(predicate, items))
    others = list(filterfalse(predicate, items))
    return selected + others, len(selected)

# --- implementation 5: copy, then pop each matching item and insert it at the end of the matching prefix ---
def stable_partition_by_predicate(items, predicate):
    result = list(items)
    boundary = 0
    for index in range(len(result)):
        if predicate(result[index]):
            result.insert(boundary, result.pop(index))
            boundary += 1
    return result, boundary

# --- inputs ---
def random_input(rng):
    preds = [lambda x: x % 2 == 0, bool, lambda x: x > 5, lambda x: x < 0, lambda x: True]
    items = [rng.randint(-3, 9) for _ in range(rng.randint(0, 10))]
    return (items, rng.choice(preds))
