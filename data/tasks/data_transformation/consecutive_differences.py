# domain: data_transformation
# function: consecutive_differences
# query: Return the list of differences between each element of values and the previous one (b - a
#   for consecutive pairs). Lists with fewer than two elements give [].

def consecutive_differences(values):
    diffs = []
    for i in range(1, len(values)):
        diffs.append(values[i] - values[i - 1])
    return diffs

# --- tests ---
import pytest

assert consecutive_differences([]) == []
assert consecutive_differences([5]) == []
assert consecutive_differences([5, 8]) == [3]
assert consecutive_differences([1, 4, 9, 16]) == [3, 5, 7]
assert consecutive_differences([10, 7, 7, 1]) == [-3, 0, -6]
assert consecutive_differences([0, -2, 2]) == [-2, 4]
assert consecutive_differences([2, 3, 10, 4]) == [1, 7, -6]

# --- implementation 2: an iterator, remembering the previous element ---
def consecutive_differences(values):
    it = iter(values)
    prev = next(it, None)
    out = []
    for current in it:
        out.append(current - prev)
        prev = current
    return out

# --- implementation 3: operator.sub mapped over the list and its shifted copy ---
from operator import sub


def consecutive_differences(values):
    if len(values) < 2:
        return []
    return list(map(sub, values[1:], values[:-1]))

# --- inputs ---
def random_input(rng):
    return ([rng.randint(-10, 10) for _ in range(rng.randint(0, 8))],)
