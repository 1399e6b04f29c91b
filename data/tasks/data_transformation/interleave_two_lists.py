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
