# domain: collections
# function: merge_overlapping_intervals
# query: Merge a list of closed [start, end] intervals so that overlapping or touching intervals
#   are combined; return the merged intervals sorted by start as lists. Raise ValueError for an
#   interval whose start is greater than its end.

def merge_overlapping_intervals(intervals):
    for start, end in intervals:
        if start > end:
            raise ValueError("invalid interval")
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            if end > merged[-1][1]:
                merged[-1][1] = end
        else:
            merged.append([start, end])
    return merged

# --- tests ---
import pytest

assert merge_overlapping_intervals([[1, 3], [2, 6], [8, 10], [15, 18]]) == [[1, 6], [8, 10], [15, 18]]
assert merge_overlapping_intervals([[1, 4], [4, 5]]) == [[1, 5]]
assert merge_overlapping_intervals([[1, 4], [5, 6]]) == [[1, 4], [5, 6]]
assert merge_overlapping_intervals([]) == []
assert merge_overlapping_intervals([[5, 7], [1, 10]]) == [[1, 10]]
assert merge_overlapping_intervals([[3, 3]]) == [[3, 3]]
assert merge_overlapping_intervals([[1, 2], [5, 6], [6, 9], [7, 8]]) == [[1, 2], [5, 9]]
assert merge_overlapping_intervals([[6, 8], [1, 2], [2, 3], [9, 9]]) == [[1, 3], [6, 8], [9, 9]]
with pytest.raises(ValueError):
    merge_overlapping_intervals([[1, 2], [5, 4]])

# --- implementation 2: sort by start, extend the last merged interval with max() ---
def merge_overlapping_intervals(intervals):
    if any(lo > hi for lo, hi in intervals):
        raise ValueError("interval start exceeds its end")
    result = []
    for lo, hi in sorted(intervals, key=lambda iv: iv[0]):
        if result and lo <= result[-1][1]:
            result[-1][1] = max(result[-1][1], hi)
        else:
            result.append([lo, hi])
    return result

# --- implementation 3: sweep the endpoints, starts before ends at equal coordinates ---
def merge_overlapping_intervals(intervals):
    events = []
    for start, end in intervals:
        if start > end:
            raise ValueError("invalid interval")
        events.append((start, 0))
        events.append((end, 1))
    events.sort()
    merged = []
    depth = 0
    for x, kind in events:
        if kind == 0:
            if depth == 0:
                opened = x
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                merged.append([opened, x])
    return merged

# --- inputs ---
def random_input(rng):
    intervals = []
    for _ in range(rng.randint(0, 6)):
        lo = rng.randint(0, 15)
        intervals.append([lo, lo + rng.choice([0, 1, 2, rng.randint(0, 6)])])
    if intervals and rng.random() < 0.1:
        iv = rng.choice(intervals)
        iv[0], iv[1] = iv[1] + 1, iv[0]
    return (intervals,)
