# domain: sorting_searching
# function: min_meeting_rooms_sorted_sweep
# query: Return the minimum number of meeting rooms needed for half-open meetings [start, end), by
#   sorting start and end times separately and sweeping with two pointers (a meeting ending at t frees
#   its room for one starting at t).

def min_meeting_rooms_sorted_sweep(meetings):
    starts = sorted(s for s, _ in meetings)
    ends = sorted(e for _, e in meetings)
    rooms = 0
    j = 0
    for s in starts:
        if ends[j] <= s:
            j += 1
        else:
            rooms += 1
    return rooms

# --- tests ---
import pytest

assert min_meeting_rooms_sorted_sweep([]) == 0
assert min_meeting_rooms_sorted_sweep([(1, 5)]) == 1
assert min_meeting_rooms_sorted_sweep([(0, 30), (5, 10), (15, 20)]) == 2
assert min_meeting_rooms_sorted_sweep([(7, 10), (2, 4)]) == 1
assert min_meeting_rooms_sorted_sweep([(1, 5), (5, 10)]) == 1
assert min_meeting_rooms_sorted_sweep([(1, 5), (4, 10)]) == 2
assert min_meeting_rooms_sorted_sweep([(1, 4), (2, 5), (3, 6), (4, 7)]) == 3
assert min_meeting_rooms_sorted_sweep([(1, 2), (3, 4), (5, 6), (5, 6)]) == 2
assert min_meeting_rooms_sorted_sweep([(0, 1), (0, 1), (0, 1)]) == 3
