# domain: collections
# function: subtract_interval_from_list
# query: Given a sorted list of disjoint half-open intervals, remove the half-open range [cut_start,
#   cut_end) from intervals, splitting intervals where needed; return the remaining non-empty
#   pieces in order.

def subtract_interval_from_list(intervals, cut_start, cut_end):
    result = []
    for start, end in intervals:
        if end <= cut_start or start >= cut_end:
            result.append((start, end))
            continue
        if start < cut_start:
            result.append((start, cut_start))
        if end > cut_end:
            result.append((cut_end, end))
    return result

# --- tests ---
import pytest

assert subtract_interval_from_list([], 1, 2) == []
assert subtract_interval_from_list([(0, 10)], 3, 5) == [(0, 3), (5, 10)]
assert subtract_interval_from_list([(0, 2), (3, 4), (5, 7)], 1, 6) == [(0, 1), (6, 7)]
assert subtract_interval_from_list([(0, 5)], 5, 8) == [(0, 5)]
assert subtract_interval_from_list([(5, 8)], 0, 5) == [(5, 8)]
assert subtract_interval_from_list([(2, 4)], 0, 10) == []
assert subtract_interval_from_list([(0, 2), (9, 12)], 4, 8) == [(0, 2), (9, 12)]
assert subtract_interval_from_list([(2, 6)], 2, 4) == [(4, 6)]
assert subtract_interval_from_list([(2, 6)], 4, 6) == [(2, 4)]

# --- implementation 2: keep the part left of the cut and the part right of it, if non-empty ---
def subtract_interval_from_list(intervals, cut_start, cut_end):
    remaining = []
    for lo, hi in intervals:
        left = (lo, min(hi, cut_start))
        right = (max(lo, cut_end), hi)
        for piece in (left, right):
            if piece[0] < piece[1]:
                remaining.append(piece)
    return remaining

# --- implementation 3: compute the overlap with the cut and keep what lies outside it ---
def subtract_interval_from_list(intervals, cut_start, cut_end):
    pieces = []
    for start, end in intervals:
        overlap_start = max(start, cut_start)
        overlap_end = min(end, cut_end)
        if overlap_start >= overlap_end:
            pieces.append((start, end))
            continue
        if start < overlap_start:
            pieces.append((start, overlap_start))
        if overlap_end < end:
            pieces.append((overlap_end, end))
    return pieces

# --- inputs ---
def random_input(rng):
    points = sorted(rng.sample(range(0, 20), 2 * rng.randint(0, 4)))
    intervals = [(points[i], points[i + 1]) for i in range(0, len(points), 2)]
    cut_start = rng.randint(-2, 20)
    cut_end = cut_start + rng.randint(1, 10)
    if intervals and rng.random() < 0.3:
        cut_start = rng.choice(points)
    return (intervals, cut_start, max(cut_end, cut_start + 1))
