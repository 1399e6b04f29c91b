# domain: collections
# function: symmetric_difference_sorted
# query: Return the sorted list of values that appear in exactly one of two lists a and b (set
#   symmetric difference), ignoring duplicates within a list.

def symmetric_difference_sorted(a, b):
    xs = sorted(set(a))
    ys = sorted(set(b))
    i = 0
    j = 0
    result = []
    while i < len(xs) and j < len(ys):
        if xs[i] < ys[j]:
            result.append(xs[i])
            i += 1
        elif xs[i] > ys[j]:
            result.append(ys[j])
            j += 1
        else:
            i += 1
            j += 1
    result.extend(xs[i:])
    result.extend(ys[j:])
    return result

# --- tests ---
import pytest

assert symmetric_difference_sorted([], []) == []
assert symmetric_difference_sorted([1], []) == [1]
assert symmetric_difference_sorted([], [2, 2]) == [2]
assert symmetric_difference_sorted([1, 2, 3], [2, 3, 4]) == [1, 4]
assert symmetric_difference_sorted([1, 1, 2], [2]) == [1]
assert symmetric_difference_sorted([5, 3], [3, 5]) == []
assert symmetric_difference_sorted([9, 0], [7]) == [0, 7, 9]
assert symmetric_difference_sorted([5], [1, 2, 5]) == [1, 2]

# --- implementation 2: count each distinct value of both lists and keep the singles ---
from collections import Counter


def symmetric_difference_sorted(a, b):
    seen = Counter(set(a))
    seen.update(set(b))
    return sorted(value for value, times in seen.items() if times == 1)

# --- implementation 3: values of each set missing from the other ---
def symmetric_difference_sorted(a, b):
    in_a = set(a)
    in_b = set(b)
    only = [x for x in in_a if x not in in_b]
    only += [x for x in in_b if x not in in_a]
    return sorted(only)

# --- implementation 4: merge the two sorted distinct lists and keep values seen once ---
from heapq import merge
from itertools import groupby


def symmetric_difference_sorted(a, b):
    merged = merge(sorted(set(a)), sorted(set(b)))
    return [value for value, group in groupby(merged) if len(list(group)) == 1]

# --- inputs ---
def random_input(rng):
    def draw():
        return [rng.randint(-3, 6) for _ in range(rng.randint(0, 7))]
    return (draw(), draw())
