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
