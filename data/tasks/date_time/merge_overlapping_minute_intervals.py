# domain: date_time
# function: merge_overlapping_minute_intervals
# query: Merge a list of (start, end) intervals in minutes-since-midnight, combining intervals that
#   overlap or touch, and return the merged intervals sorted by start time.

def merge_overlapping_minute_intervals(intervals):
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            if end > merged[-1][1]:
                merged[-1] = (merged[-1][0], end)
        else:
            merged.append((start, end))
    return merged

# --- tests ---
assert merge_overlapping_minute_intervals([]) == []
assert merge_overlapping_minute_intervals([(60, 120)]) == [(60, 120)]
assert merge_overlapping_minute_intervals([(60, 120), (90, 150)]) == [(60, 150)]
assert merge_overlapping_minute_intervals([(60, 120), (120, 180)]) == [(60, 180)]
assert merge_overlapping_minute_intervals([(60, 120), (121, 180)]) == [(60, 120), (121, 180)]
assert merge_overlapping_minute_intervals([(300, 400), (0, 30), (20, 50)]) == [(0, 50), (300, 400)]
assert merge_overlapping_minute_intervals([(0, 500), (100, 200)]) == [(0, 500)]
assert merge_overlapping_minute_intervals([(0, 10), (20, 30), (25, 40), (50, 60)]) == [(0, 10), (20, 40), (50, 60)]
assert merge_overlapping_minute_intervals([(0, 10), (5, 20), (15, 30), (40, 41)]) == [(0, 30), (40, 41)]

# --- implementation 2: sorted by start, extends the open interval held in two variables ---
def merge_overlapping_minute_intervals(intervals):
    if not intervals:
        return []
    ordered = sorted(intervals, key=lambda iv: iv[0])
    result = []
    cur_start, cur_end = ordered[0]
    for s, e in ordered[1:]:
        if s > cur_end:
            result.append((cur_start, cur_end))
            cur_start, cur_end = s, e
        else:
            cur_end = max(cur_end, e)
    result.append((cur_start, cur_end))
    return result

# --- implementation 3: functools.reduce over the sorted intervals ---
from functools import reduce


def _absorb(acc, interval):
    if acc and interval[0] <= acc[-1][1]:
        return acc[:-1] + [(acc[-1][0], max(acc[-1][1], interval[1]))]
    return acc + [tuple(interval)]


def merge_overlapping_minute_intervals(intervals):
    return reduce(_absorb, sorted(intervals), [])

# --- implementation 4: consumes each run of overlapping intervals with an inner while loop ---
def merge_overlapping_minute_intervals(intervals):
    ordered = sorted(intervals)
    merged = []
    i = 0
    while i < len(ordered):
        start, end = ordered[i]
        j = i + 1
        while j < len(ordered) and ordered[j][0] <= end:
            end = max(end, ordered[j][1])
            j += 1
        merged.append((start, end))
        i = j
    return merged

# --- inputs ---
def random_input(rng):
    out = []
    for _ in range(rng.randint(0, 8)):
        s = rng.randint(0, 200)
        out.append((s, s + rng.randint(0, 60)))
    if out and rng.random() < 0.4:
        s, e = rng.choice(out)
        out.append(rng.choice([(e, e + 5), (e + 1, e + 9), (s, e), (s + 1, e - 1 if e - 1 > s else e)]))
    return (out,)
