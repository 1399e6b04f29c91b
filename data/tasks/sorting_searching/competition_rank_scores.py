# domain: sorting_searching
# function: competition_rank_scores
# query: Assign "1224" standard competition ranks to scores (higher is better): tied scores share the
#   best rank and the following rank skips accordingly. Return ranks in input order.

def competition_rank_scores(scores):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    ranks = [0] * len(scores)
    for position, idx in enumerate(order):
        if position > 0 and scores[idx] == scores[order[position - 1]]:
            ranks[idx] = ranks[order[position - 1]]
        else:
            ranks[idx] = position + 1
    return ranks

# --- tests ---
import pytest

assert competition_rank_scores([]) == []
assert competition_rank_scores([5]) == [1]
assert competition_rank_scores([100, 90, 90, 80]) == [1, 2, 2, 4]
assert competition_rank_scores([10, 20, 30]) == [3, 2, 1]
assert competition_rank_scores([7, 7, 7]) == [1, 1, 1]
assert competition_rank_scores([1, 9, 9, 9, 3]) == [5, 1, 1, 1, 4]
assert competition_rank_scores([4, 8]) == [2, 1]

# --- implementation 2: one plus the number of strictly higher scores ---
def competition_rank_scores(scores):
    ranks = []
    for s in scores:
        higher = sum(1 for other in scores if other > s)
        ranks.append(higher + 1)
    return ranks

# --- implementation 3: first position of each score in the descending order ---
def competition_rank_scores(scores):
    first_rank = {}
    for position, s in enumerate(sorted(scores, reverse=True), start=1):
        first_rank.setdefault(s, position)
    return [first_rank[s] for s in scores]

# --- implementation 4: bisect_right in the ascending scores counts the scores not above each one ---
from bisect import bisect_right


def competition_rank_scores(scores):
    ascending = sorted(scores)
    n = len(scores)
    return [n - bisect_right(ascending, s) + 1 for s in scores]

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12)
    spread = rng.choice([1, 3, 10, 100])
    return ([rng.randint(0, spread) for _ in range(n)],)
