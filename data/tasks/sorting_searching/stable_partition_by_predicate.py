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
