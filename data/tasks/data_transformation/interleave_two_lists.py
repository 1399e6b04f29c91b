# domain: data_transformation
# function: interleave_two_lists
# query: Interleave two lists first and second element by element (first[0], second[0], first[1],
#   second[1], ...); when one list is longer, its remaining elements are appended at the end.

def interleave_two_lists(first, second):
    result = []
    shorter = min(len(first), len(second))
    for i in range(shorter):
        result.append(first[i])
        result.append(second[i])
    result.extend(first[shorter:])
    result.extend(second[shorter:])
    return result

# --- tests ---
import pytest

assert interleave_two_lists([], []) == []
assert interleave_two_lists([1], []) == [1]
assert interleave_two_lists([], [2]) == [2]
assert interleave_two_lists([1, 3], [2, 4]) == [1, 2, 3, 4]
assert interleave_two_lists([1, 3, 5, 7], [2]) == [1, 2, 3, 5, 7]
assert interleave_two_lists(["a"], ["b", "c", "d"]) == ["a", "b", "c", "d"]
assert interleave_two_lists([0, 0], [1, 1, 1]) == [0, 1, 0, 1, 1]

# --- implementation 2: zip_longest with a private fill value that is skipped ---
from itertools import zip_longest


def interleave_two_lists(first, second):
    gap = object()
    merged = []
    for pair in zip_longest(first, second, fillvalue=gap):
        merged.extend(x for x in pair if x is not gap)
    return merged

# --- implementation 3: extended-slice assignment for the paired part, then the tails ---
def interleave_two_lists(first, second):
    n = min(len(first), len(second))
    result = [None] * (2 * n)
    result[0::2] = first[:n]
    result[1::2] = second[:n]
    return result + first[n:] + second[n:]

# --- implementation 4: recursion that swaps the roles of the two lists at each step ---
def interleave_two_lists(first, second):
    if not first:
        return list(second)
    if not second:
        return list(first)
    return [first[0]] + interleave_two_lists(second, first[1:])

# --- inputs ---
def random_input(rng):
    def side():
        return [rng.choice([0, 1, None, "a"]) for _ in range(rng.randint(0, 5))]
    return (side(), side())
