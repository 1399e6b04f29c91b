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
