# domain: collections
# function: multiset_intersection_list
# query: Return the multiset intersection of two lists as a sorted list: each element appears
#   min(count in a, count in b) times.

def multiset_intersection_list(a, b):
    remaining = {}
    for item in b:
        remaining[item] = remaining.get(item, 0) + 1
    common = []
    for item in a:
        if remaining.get(item, 0) > 0:
            common.append(item)
            remaining[item] -= 1
    return sorted(common)

# --- tests ---
import pytest

assert multiset_intersection_list([], [1]) == []
assert multiset_intersection_list([1], []) == []
assert multiset_intersection_list([1, 2, 2, 1], [2, 2]) == [2, 2]
assert multiset_intersection_list([4, 9, 5], [9, 4, 9, 8, 4]) == [4, 9]
assert multiset_intersection_list([3, 3, 3], [3, 3]) == [3, 3]
assert multiset_intersection_list([1, 2], [3, 4]) == []
assert multiset_intersection_list([5, 1, 5], [5, 5, 1, 1]) == [1, 5, 5]

# --- implementation 2: Counter intersection, expanded with elements() ---
from collections import Counter


def multiset_intersection_list(a, b):
    shared = Counter(a) & Counter(b)
    items = list(shared.elements())
    return sorted(items)

# --- implementation 3: sort both lists and walk them together ---
def multiset_intersection_list(a, b):
    xs, ys = sorted(a), sorted(b)
    i = j = 0
    common = []
    while i < len(xs) and j < len(ys):
        if xs[i] == ys[j]:
            common.append(xs[i])
            i += 1
            j += 1
        elif xs[i] < ys[j]:
            i += 1
        else:
            j += 1
    return common

# --- implementation 4: each distinct value repeated min(count in a, count in b) times ---
def multiset_intersection_list(a, b):
    result = []
    for value in set(a):
        result.extend([value] * min(a.count(value), b.count(value)))
    result.sort()
    return result

# --- inputs ---
def random_input(rng):
    return ([rng.randint(0, 5) for _ in range(rng.randint(0, 9))], [rng.randint(0, 5) for _ in range(rng.randint(0, 9))])
