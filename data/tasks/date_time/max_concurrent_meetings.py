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

# --- implementation 2: sorted starts and ends walked together, ends released first ---
def max_concurrent_meetings(meetings):
    starts = sorted(s for s, _ in meetings)
    ends = sorted(e for _, e in meetings)
    finished = 0
    peak = 0
    for i, s in enumerate(starts):
        while finished < len(ends) and ends[finished] <= s:
            finished += 1
        peak = max(peak, i + 1 - finished)
    return peak

# --- implementation 3: counts the meetings in progress at each start time ---
def max_concurrent_meetings(meetings):
    best = 0
    for moment, _ in meetings:
        running = sum(1 for s, e in meetings if s <= moment < e)
        best = max(best, running)
    return best

# --- implementation 4: meetings by start time, a min-heap of the end times still running ---
import heapq


def max_concurrent_meetings(meetings):
    running = []
    peak = 0
    for start, end in sorted(m for m in meetings if m[1] > m[0]):
        while running and running[0] <= start:
            heapq.heappop(running)
        heapq.heappush(running, end)
        peak = max(peak, len(running))
    return peak

# --- inputs ---
def random_input(rng):
    meetings = []
    for _ in range(rng.randint(0, 8)):
        s = rng.randint(0, 60)
        meetings.append((s, s + (0 if rng.random() < 0.1 else rng.randint(1, 40))))
    if meetings and rng.random() < 0.4:
        s, e = rng.choice(meetings)
        meetings.append(rng.choice([(e, e + 10), (s, e), (s - 5, s)]))
    return (meetings,)
