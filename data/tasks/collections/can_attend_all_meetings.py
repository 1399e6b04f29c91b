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
