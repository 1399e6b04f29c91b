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
