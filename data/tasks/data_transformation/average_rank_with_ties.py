# domain: data_transformation
# function: average_rank_with_ties
# query: Rank a list of numbers from 1 (smallest) upward, giving tied values the average of the ranks
#   they span (as floats), like statistical fractional ranking.

def average_rank_with_ties(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        average = (i + j) / 2 + 1
        for k in range(i, j + 1):
            ranks[order[k]] = average
        i = j + 1
    return ranks

# --- tests ---
import pytest

assert average_rank_with_ties([]) == []
assert average_rank_with_ties([5]) == [1.0]
assert average_rank_with_ties([10, 20, 30]) == [1.0, 2.0, 3.0]
assert average_rank_with_ties([30, 10, 20]) == [3.0, 1.0, 2.0]
assert average_rank_with_ties([1, 2, 2, 3]) == [1.0, 2.5, 2.5, 4.0]
assert average_rank_with_ties([7, 7, 7]) == [2.0, 2.0, 2.0]
assert average_rank_with_ties([4, 1, 4, 1, 9]) == [3.5, 1.5, 3.5, 1.5, 5.0]

# --- implementation 2: count smaller and equal values for each entry ---
def average_rank_with_ties(values):
    ranks = []
    for v in values:
        smaller = sum(1 for w in values if w < v)
        equal = values.count(v)
        ranks.append(smaller + (equal + 1) / 2)
    return ranks

# --- implementation 3: bisect the sorted values for the span of each value ---
from bisect import bisect_left, bisect_right


def average_rank_with_ties(values):
    ordered = sorted(values)
    result = []
    for v in values:
        first = bisect_left(ordered, v) + 1
        last = bisect_right(ordered, v)
        result.append((first + last) / 2)
    return result

# --- implementation 4: groupby over the index order sorted by value, one average per group ---
from itertools import groupby


def average_rank_with_ties(values):
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    position = 0
    for _, group in groupby(order, key=values.__getitem__):
        members = list(group)
        average = position + (len(members) + 1) / 2
        for i in members:
            ranks[i] = average
        position += len(members)
    return ranks

# --- inputs ---
def random_input(rng):
    return ([rng.randint(-3, 5) for _ in range(rng.randint(0, 10))],)
