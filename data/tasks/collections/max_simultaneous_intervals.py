# domain: collections
# function: max_simultaneous_intervals
# query: Return the maximum number of half-open [start, end) intervals that overlap at any point, e.g.
#   the number of meeting rooms needed. An interval ending exactly when another starts does not overlap it.

def max_simultaneous_intervals(intervals):
    events = []
    for start, end in intervals:
        events.append((start, 1))
        events.append((end, -1))
    events.sort()
    current = 0
    best = 0
    for _, delta in events:
        current += delta
        if current > best:
            best = current
    return best

# --- tests ---
import pytest

assert max_simultaneous_intervals([]) == 0
assert max_simultaneous_intervals([(1, 2)]) == 1
assert max_simultaneous_intervals([(0, 30), (5, 10), (15, 20)]) == 2
assert max_simultaneous_intervals([(1, 2), (2, 3)]) == 1
assert max_simultaneous_intervals([(1, 5), (2, 6), (3, 7)]) == 3
assert max_simultaneous_intervals([(1, 10), (2, 3), (4, 5), (6, 7)]) == 2
assert max_simultaneous_intervals([(5, 8), (1, 4), (4, 6), (6, 9)]) == 2
