# domain: collections
# function: free_gaps_in_range
# query: Given busy half-open intervals (possibly overlapping, unsorted) and a range [low, high),
#   return the free gaps within the range as sorted (start, end) tuples; zero-length gaps are
#   omitted but any positive gap is kept, however short (e.g. (2.5, 3)).

def free_gaps_in_range(busy, low, high):
    gaps = []
    cursor = low
    for start, end in sorted(busy):
        if end <= cursor:
            continue
        if start >= high:
            break
        if start > cursor:
            gaps.append((cursor, start))
        cursor = end
    if cursor < high:
        gaps.append((cursor, high))
    return gaps

# --- tests ---
import pytest

assert free_gaps_in_range([], 0, 10) == [(0, 10)]
assert free_gaps_in_range([(0, 10)], 0, 10) == []
assert free_gaps_in_range([(2, 4), (6, 8)], 0, 10) == [(0, 2), (4, 6), (8, 10)]
assert free_gaps_in_range([(6, 8), (2, 5), (3, 4)], 0, 10) == [(0, 2), (5, 6), (8, 10)]
assert free_gaps_in_range([(0, 3), (3, 5)], 0, 6) == [(5, 6)]
assert free_gaps_in_range([(-5, 2), (12, 15)], 0, 10) == [(2, 10)]
assert free_gaps_in_range([(1, 2), (10, 12)], 0, 10) == [(0, 1), (2, 10)]
assert free_gaps_in_range([(5, 20)], 0, 10) == [(0, 5)]
assert free_gaps_in_range([(0, 2.5), (3, 10)], 0, 10) == [(2.5, 3)]

# --- implementation 2: clip and merge the busy intervals, then take the complement ---
def free_gaps_in_range(busy, low, high):
    clipped = sorted((max(s, low), min(e, high)) for s, e in busy if e > low and s < high)
    merged = []
    for s, e in clipped:
        if merged and s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    gaps = []
    cursor = low
    for s, e in merged:
        if s > cursor:
            gaps.append((cursor, s))
        cursor = e
    if cursor < high:
        gaps.append((cursor, high))
    return gaps

# --- implementation 3: elementary segments between boundary points, free when no interval covers them ---
def free_gaps_in_range(busy, low, high):
    points = sorted({low, high} | {p for s, e in busy for p in (s, e) if low < p < high})
    gaps = []
    for a, b in zip(points, points[1:]):
        middle = (a + b) / 2
        if any(s <= middle < e for s, e in busy):
            continue
        if gaps and gaps[-1][1] == a:
            gaps[-1] = (gaps[-1][0], b)
        else:
            gaps.append((a, b))
    return gaps

# --- inputs ---
def random_input(rng):
    low = rng.randint(-3, 3)
    high = low + rng.randint(1, 15)
    busy = []
    for _ in range(rng.randint(0, 5)):
        s = rng.randint(low - 4, high + 2)
        e = s + rng.randint(1, 6)
        if rng.random() < 0.15:
            s += 0.5
            e += 0.5 if rng.random() < 0.5 else 0
        busy.append((s, e))
    return (busy, low, high)
