# domain: date_time
# function: max_concurrent_meetings
# query: Given meetings as (start, end) times in minutes with half-open intervals [start, end),
#   return the maximum number of meetings happening at the same moment (how many rooms are needed).
#   A meeting ending exactly when another starts does not overlap it.

def max_concurrent_meetings(meetings):
    events = []
    for start, end in meetings:
        events.append((start, 1))
        events.append((end, -1))
    events.sort()
    current = best = 0
    for _, delta in events:
        current += delta
        if current > best:
            best = current
    return best

# --- tests ---
assert max_concurrent_meetings([]) == 0
assert max_concurrent_meetings([(0, 30)]) == 1
assert max_concurrent_meetings([(0, 30), (30, 60)]) == 1
assert max_concurrent_meetings([(0, 30), (29, 60)]) == 2
assert max_concurrent_meetings([(0, 30), (5, 10), (15, 20)]) == 2
assert max_concurrent_meetings([(0, 100), (10, 90), (20, 80), (85, 95)]) == 3
assert max_concurrent_meetings([(9, 10), (9, 10), (9, 10)]) == 3
assert max_concurrent_meetings([(50, 60), (0, 50), (60, 70)]) == 1
assert max_concurrent_meetings([(0, 10), (20, 30), (25, 35)]) == 2
