# domain: collections
# function: can_attend_all_meetings
# query: Return True if none of the given half-open meeting intervals [start, end) overlap, i.e. one
#   person could attend all of them; back-to-back meetings are allowed.

def can_attend_all_meetings(meetings):
    ordered = sorted(meetings)
    for i in range(1, len(ordered)):
        if ordered[i][0] < ordered[i - 1][1]:
            return False
    return True

# --- tests ---
import pytest

assert can_attend_all_meetings([]) is True
assert can_attend_all_meetings([(1, 2)]) is True
assert can_attend_all_meetings([(0, 30), (5, 10), (15, 20)]) is False
assert can_attend_all_meetings([(7, 10), (2, 4)]) is True
assert can_attend_all_meetings([(1, 2), (2, 3)]) is True
assert can_attend_all_meetings([(1, 3), (2, 4)]) is False
assert can_attend_all_meetings([(5, 6), (1, 2), (3, 5), (4, 5)]) is False

# --- implementation 2: every pair of meetings must be disjoint ---
from itertools import combinations


def can_attend_all_meetings(meetings):
    for (s1, e1), (s2, e2) in combinations(meetings, 2):
        if s1 < e2 and s2 < e1:
            return False
    return True

# --- implementation 3: sort by end time and require each start to be at or after the previous end ---
def can_attend_all_meetings(meetings):
    by_end = sorted(meetings, key=lambda m: m[1])
    free_from = None
    for start, end in by_end:
        if free_from is not None and start < free_from:
            return False
        free_from = end
    return True

# --- implementation 4: sort starts and ends separately; each next start must not precede the previous end ---
def can_attend_all_meetings(meetings):
    starts = sorted(s for s, _ in meetings)
    ends = sorted(e for _, e in meetings)
    for i in range(1, len(starts)):
        if starts[i] < ends[i - 1]:
            return False
    return True

# --- inputs ---
def random_input(rng):
    meetings = []
    t = rng.randint(0, 5)
    for _ in range(rng.choice([0, 1, 2, rng.randint(0, 7)])):
        t += rng.choice([-3, -1, 0, 0, 1, 2])
        length = rng.randint(1, 4)
        meetings.append((t, t + length))
        t += length
    rng.shuffle(meetings)
    return (meetings,)
