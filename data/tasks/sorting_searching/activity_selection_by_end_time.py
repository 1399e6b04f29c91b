# domain: sorting_searching
# function: activity_selection_by_end_time
# query: Select the maximum set of non-overlapping activities from (start, end) intervals, where an
#   activity may start exactly when the previous one ends: consider activities in order of end
#   time (ties by start) and take each one that starts no earlier than the last chosen one
#   ends. Return the chosen intervals in that order.

def activity_selection_by_end_time(intervals):
    ordered = sorted(intervals, key=lambda iv: (iv[1], iv[0]))
    chosen = []
    last_end = None
    for start, end in ordered:
        if last_end is None or start >= last_end:
            chosen.append((start, end))
            last_end = end
    return chosen

# --- tests ---
import pytest

assert activity_selection_by_end_time([]) == []
assert activity_selection_by_end_time([(1, 2)]) == [(1, 2)]
assert activity_selection_by_end_time([(1, 3), (2, 4), (3, 5)]) == [(1, 3), (3, 5)]
assert activity_selection_by_end_time([(1, 10), (2, 3), (4, 5)]) == [(2, 3), (4, 5)]
assert activity_selection_by_end_time([(0, 6), (1, 2), (3, 4), (5, 7), (8, 9), (5, 9)]) == [(1, 2), (3, 4), (5, 7), (8, 9)]
assert activity_selection_by_end_time([(2, 3), (1, 3)]) == [(1, 3)]
assert activity_selection_by_end_time([(-3, -1), (-1, 0)]) == [(-3, -1), (-1, 0)]

# --- implementation 2: recursion - take the first activity, drop everything starting before it ends ---
def activity_selection_by_end_time(intervals):
    def pick(remaining):
        if not remaining:
            return []
        first = remaining[0]
        later = [iv for iv in remaining[1:] if iv[0] >= first[1]]
        return [first] + pick(later)

    ordered = sorted((tuple(iv) for iv in intervals), key=lambda iv: (iv[1], iv[0]))
    return pick(ordered)

# --- implementation 3: pop activities from a heap keyed by (end, start) ---
import heapq


def activity_selection_by_end_time(intervals):
    heap = [(end, start) for start, end in intervals]
    heapq.heapify(heap)
    selected = []
    while heap:
        end, start = heapq.heappop(heap)
        if not selected or start >= selected[-1][1]:
            selected.append((start, end))
    return selected

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12)
    out = []
    for _ in range(n):
        start = rng.randint(-5, 15)
        out.append((start, start + rng.choice([0, 1, 1, 2, 3, 5, 8])))
    if out and rng.random() < 0.3:
        out.append(rng.choice(out))
    return (out,)
