# domain: sorting_searching
# function: merge_two_sorted_lists
# query: Merge two ascending lists a and b into one ascending list; when elements are equal the one
#   from a comes first.

def merge_two_sorted_lists(a, b):
    merged = []
    i = j = 0
    while i < len(a) and j < len(b):
        if b[j] < a[i]:
            merged.append(b[j])
            j += 1
        else:
            merged.append(a[i])
            i += 1
    merged.extend(a[i:])
    merged.extend(b[j:])
    return merged

# --- tests ---
import pytest

assert merge_two_sorted_lists([], []) == []
assert merge_two_sorted_lists([1, 2], []) == [1, 2]
assert merge_two_sorted_lists([], [3]) == [3]
assert merge_two_sorted_lists([1, 4, 9], [2, 3, 10]) == [1, 2, 3, 4, 9, 10]
assert merge_two_sorted_lists([5, 6], [1, 2]) == [1, 2, 5, 6]
assert merge_two_sorted_lists([1.0, 2], [1, 2.0]) == [1.0, 1, 2, 2.0]
assert [type(x) for x in merge_two_sorted_lists([1.0], [1])] == [float, int]
assert merge_two_sorted_lists([0, 0, 7], [0, 8]) == [0, 0, 0, 7, 8]

# --- implementation 2: recursion on the smaller head ---
def merge_two_sorted_lists(a, b):
    if not a or not b:
        return list(a) + list(b)
    if b[0] < a[0]:
        return [b[0]] + merge_two_sorted_lists(a, b[1:])
    return [a[0]] + merge_two_sorted_lists(a[1:], b)

# --- implementation 3: insort every element of b after its equals in a copy of a ---
from bisect import insort_right


def merge_two_sorted_lists(a, b):
    merged = list(a)
    for item in b:
        insort_right(merged, item)
    return merged

# --- implementation 4: for each element of b, first flush the elements of a not greater than it ---
def merge_two_sorted_lists(a, b):
    result = []
    i = 0
    for y in b:
        while i < len(a) and a[i] <= y:
            result.append(a[i])
            i += 1
        result.append(y)
    return result + a[i:]

# --- inputs ---
def random_input(rng):
    a = sorted(rng.randint(-6, 6) for _ in range(rng.randint(0, 10)))
    b = sorted(rng.randint(-6, 6) for _ in range(rng.randint(0, 10)))
    if rng.random() < 0.25:
        a = [float(v) for v in a]
    return (a, b)
