# domain: sorting_searching
# function: dense_rank_scores
# query: Assign dense ranks to scores where the highest score gets rank 1, equal scores share a rank,
#   and the next lower distinct score gets the next integer rank. Return the ranks in input order.

def dense_rank_scores(scores):
    distinct = sorted(set(scores), reverse=True)
    rank_of = {}
    rank = 0
    for i in range(len(distinct)):
        if i == 0 or distinct[i] < distinct[i - 1]:
            rank += 1
        rank_of[distinct[i]] = rank
    return [rank_of[s] for s in scores]

# --- tests ---
import pytest

assert dense_rank_scores([]) == []
assert dense_rank_scores([50]) == [1]
assert dense_rank_scores([100, 90, 90, 80]) == [1, 2, 2, 3]
assert dense_rank_scores([10, 20, 30]) == [3, 2, 1]
assert dense_rank_scores([7, 7, 7]) == [1, 1, 1]
assert dense_rank_scores([3, -1, 3, 0]) == [1, 3, 1, 2]
assert dense_rank_scores([2.5, 4, 2.5, 1]) == [2, 1, 2, 3]
assert dense_rank_scores([5, 1, 4, 2, 3]) == [1, 5, 2, 4, 3]

# --- implementation 2: one plus the number of distinct scores above each score ---
def dense_rank_scores(scores):
    distinct = set(scores)
    ranks = []
    for s in scores:
        above = sum(1 for d in distinct if d > s)
        ranks.append(above + 1)
    return ranks

# --- implementation 3: visit positions by descending score, bumping the rank on each new score ---
def dense_rank_scores(scores):
    order = sorted(range(len(scores)), key=lambda i: scores[i], reverse=True)
    ranks = [0] * len(scores)
    rank, previous = 0, None
    for i in order:
        if rank == 0 or scores[i] != previous:
            rank += 1
            previous = scores[i]
        ranks[i] = rank
    return ranks

# --- implementation 4: bisect each score into the ascending distinct scores ---
from bisect import bisect_left


def dense_rank_scores(scores):
    distinct = sorted(set(scores))
    total = len(distinct)
    return [total - bisect_left(distinct, s) for s in scores]

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12)
    spread = rng.choice([1, 3, 10, 100])
    scores = [rng.randint(-spread, spread) for _ in range(n)]
    if rng.random() < 0.2:
        scores = [s / 2 for s in scores]
    return (scores,)
