# domain: data_transformation
# function: dense_rank_values
# query: Assign dense ranks to a list of numbers values: by default (descending=False) the smallest
#   distinct value gets rank 1, equal values share a rank, and the next distinct value gets the
#   next integer. With descending=True the largest value gets rank 1.

def dense_rank_values(values, descending=False):
    distinct = sorted(set(values), reverse=descending)
    rank_of = {}
    for i in range(len(distinct)):
        rank_of[distinct[i]] = i + 1
    return [rank_of[v] for v in values]

# --- tests ---
import pytest

assert dense_rank_values([]) == []
assert dense_rank_values([7]) == [1]
assert dense_rank_values([10, 20, 10, 30]) == [1, 2, 1, 3]
assert dense_rank_values([10, 20, 10, 30], descending=True) == [3, 2, 3, 1]
assert dense_rank_values([5, 5, 5]) == [1, 1, 1]
assert dense_rank_values([3, 1, 2]) == [3, 1, 2]
assert dense_rank_values([-1, 0, -1, 2], True) == [3, 2, 3, 1]

# --- implementation 2: bisect into the sorted distinct values ---
from bisect import bisect_left


def dense_rank_values(values, descending=False):
    distinct = sorted(set(values))
    ranks = []
    for v in values:
        position = bisect_left(distinct, v)
        ranks.append(len(distinct) - position if descending else position + 1)
    return ranks

# --- implementation 3: one plus the number of distinct values ranked ahead ---
def dense_rank_values(values, descending=False):
    distinct = set(values)
    if descending:
        return [1 + sum(1 for d in distinct if d > v) for v in values]
    return [1 + sum(1 for d in distinct if d < v) for v in values]

# --- implementation 4: walk the sorted values, giving each new value the next rank ---
def dense_rank_values(values, descending=False):
    ranks = {}
    for v in sorted(values, reverse=descending):
        if v not in ranks:
            ranks[v] = len(ranks) + 1
    return [ranks[v] for v in values]

# --- inputs ---
def random_input(rng):
    values = [rng.randint(-3, 5) for _ in range(rng.randint(0, 9))]
    if rng.random() < 0.3:
        return (values,)
    return (values, rng.choice([True, False]))
