# domain: data_transformation
# function: running_totals
# query: Return the running (cumulative) totals of a list of numbers values, starting from start
#   (default 0), which is added to every total. An empty list gives [].

def running_totals(values, start=0):
    totals = []
    total = start
    for i in range(len(values)):
        total += values[i]
        totals.append(total)
    return totals

# --- tests ---
import pytest

assert running_totals([]) == []
assert running_totals([5]) == [5]
assert running_totals([1, 2, 3, 4]) == [1, 3, 6, 10]
assert running_totals([1, -1, 1]) == [1, 0, 1]
assert running_totals([1, 2], 10) == [11, 13]
assert running_totals([], 10) == []
assert running_totals([2, 2, 2], -6) == [-4, -2, 0]

# --- implementation 2: accumulate seeded with start, skipping the seed itself ---
from itertools import accumulate


def running_totals(values, start=0):
    totals = accumulate(values, initial=start)
    next(totals)
    return list(totals)

# --- implementation 3: start plus the sum of each prefix ---
def running_totals(values, start=0):
    result = []
    for i in range(1, len(values) + 1):
        result.append(start + sum(values[:i]))
    return result

# --- implementation 4: prefix sums in place over a copy, the first element offset by start ---
def running_totals(values, start=0):
    totals = list(values)
    for i in range(len(totals)):
        totals[i] += totals[i - 1] if i else start
    return totals

# --- inputs ---
def random_input(rng):
    values = [rng.randint(-9, 9) for _ in range(rng.randint(0, 8))]
    if rng.random() < 0.4:
        return (values,)
    return (values, rng.randint(-10, 10))
