# domain: collections
# function: total_interval_coverage
# query: Return the total length covered by the union of half-open [start, end) intervals,
#   counting overlapping parts only once. Empty intervals (start == end) add nothing; raise
#   ValueError when any start exceeds its end.

def total_interval_coverage(intervals):
    total = 0
    current_start = current_end = None
    for start, end in sorted(intervals):
        if start > end:
            raise ValueError("invalid interval")
        if current_end is None or start > current_end:
            if current_end is not None:
                total += current_end - current_start
            current_start, current_end = start, end
        elif end > current_end:
            current_end = end
    if current_end is not None:
        total += current_end - current_start
    return total

# --- tests ---
import pytest

assert total_interval_coverage([]) == 0
assert total_interval_coverage([(1, 4)]) == 3
assert total_interval_coverage([(1, 4), (2, 6)]) == 5
assert total_interval_coverage([(1, 2), (5, 8)]) == 4
assert total_interval_coverage([(1, 3), (3, 5)]) == 4
assert total_interval_coverage([(0, 10), (2, 3), (4, 12)]) == 12
assert total_interval_coverage([(5, 5), (7, 9)]) == 2
with pytest.raises(ValueError):
    total_interval_coverage([(1, 2), (4, 3)])

# --- implementation 2: sweep start/end events, adding length while anything is open ---
def total_interval_coverage(intervals):
    if any(start > end for start, end in intervals):
        raise ValueError("start after end")
    events = sorted([(s, 1) for s, _ in intervals] + [(e, -1) for _, e in intervals])
    open_count = 0
    covered = 0
    previous = None
    for point, delta in events:
        if open_count > 0:
            covered += point - previous
        open_count += delta
        previous = point
    return covered

# --- implementation 3: split at every endpoint and add each elementary piece inside some interval ---
def total_interval_coverage(intervals):
    for start, end in intervals:
        if start > end:
            raise ValueError("interval start exceeds end")
    cuts = sorted({p for interval in intervals for p in interval})
    length = 0
    for lo, hi in zip(cuts, cuts[1:]):
        if any(s <= lo and hi <= e for s, e in intervals):
            length += hi - lo
    return length

# --- implementation 4: build the merged interval list, then add up its lengths ---
def total_interval_coverage(intervals):
    merged = []
    for start, end in sorted(intervals):
        if start > end:
            raise ValueError("start exceeds end")
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return sum(end - start for start, end in merged)

# --- inputs ---
def random_input(rng):
    intervals = []
    for _ in range(rng.randint(0, 6)):
        s = rng.randint(-5, 10)
        intervals.append((s, s + rng.choice([0, 1, 2, 3, 6])))
    if intervals and rng.random() < 0.1:
        s, e = intervals[0]
        intervals[0] = (e + 1, s)
    return (intervals,)
