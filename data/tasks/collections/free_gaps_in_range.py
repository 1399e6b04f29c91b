# domain: collections
# function: free_gaps_in_range
# query: Given busy half-open intervals (possibly overlapping, unsorted) and a range [low, high),
#   return the free gaps within the range as sorted (start, end) tuples; zero-length gaps are
#   omitted but any positive gap is kept, however short (e.g. (2.5, 3)).

def free_gaps_in_range(busy, low, high):
    gaps = []
    cursor = low
    for start, end in sorted(busy):
        if end <= cursor:
            continue
        if start >= high:
            break
        if start > cursor:
            gaps.append((cursor, start))
        cursor = end
    if cursor < high:
        gaps.append((cursor, high))
    return gaps

# --- tests ---
import pytest

assert free_gaps_in_range([], 0, 10) == [(0, 10)]
assert free_gaps_in_range([(0, 10)], 0, 10) == []
assert free_gaps_in_range([(2, 4), (6, 8)], 0, 10) == [(0, 2), (4, 6), (8, 10)]
assert free_gaps_in_range([(6, 8), (2, 5), (3, 4)], 0, 10) == [(0, 2), (5, 6), (8, 10)]
assert free_gaps_in_range([(0, 3), (3, 5)], 0, 6) == [(5, 6)]
assert free_gaps_in_range([(-5, 2), (12, 15)], 0, 10) == [(2, 10)]
assert free_gaps_in_range([(1, 2), (10, 12)], 0, 10) == [(0, 1), (2, 10)]
assert free_gaps_in_range([(5, 20)], 0, 10) == [(0, 5)]
assert free_gaps_in_range([(0, 2.5), (3, 10)], 0, 10) == [(2.5, 3)]
