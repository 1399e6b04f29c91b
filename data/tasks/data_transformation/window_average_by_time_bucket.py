# domain: data_transformation
# function: window_average_by_time_bucket
# query: Aggregate (timestamp, value) points into fixed-size time buckets starting at multiples of
#   bucket_size and return a sorted list of (bucket_start, average value rounded to 2 decimals). Raise
#   ValueError for a non-positive bucket size.

def window_average_by_time_bucket(points, bucket_size):
    if bucket_size <= 0:
        raise ValueError("bucket_size must be positive")
    sums = {}
    counts = {}
    for t, value in points:
        start = t - t % bucket_size
        sums[start] = sums.get(start, 0) + value
        counts[start] = counts.get(start, 0) + 1
    return [(start, round(sums[start] / counts[start], 2)) for start in sorted(sums)]

# --- tests ---
import pytest

assert window_average_by_time_bucket([], 60) == []
assert window_average_by_time_bucket([(0, 10)], 60) == [(0, 10.0)]
assert window_average_by_time_bucket([(5, 1), (59, 3), (60, 10)], 60) == [(0, 2.0), (60, 10.0)]
assert window_average_by_time_bucket([(125, 4), (10, 2), (130, 8)], 60) == [(0, 2.0), (120, 6.0)]
assert window_average_by_time_bucket([(1, 1), (2, 2), (3, 4)], 1) == [(1, 1.0), (2, 2.0), (3, 4.0)]
assert window_average_by_time_bucket([(7, 1), (8, 2), (9, 2)], 10) == [(0, 1.67)]
with pytest.raises(ValueError):
    window_average_by_time_bucket([(1, 1)], 0)

# --- implementation 2: lists of values per bucket in a defaultdict ---
from collections import defaultdict


def window_average_by_time_bucket(points, bucket_size):
    if bucket_size <= 0:
        raise ValueError("bucket size must be > 0")
    buckets = defaultdict(list)
    for t, value in points:
        buckets[t // bucket_size * bucket_size].append(value)
    return [(start, round(sum(vals) / len(vals), 2)) for start, vals in sorted(buckets.items())]

# --- implementation 3: stable sort by bucket start, then groupby ---
from itertools import groupby


def window_average_by_time_bucket(points, bucket_size):
    if bucket_size <= 0:
        raise ValueError("non-positive bucket size")
    start_of = lambda point: point[0] - point[0] % bucket_size
    averages = []
    for start, group in groupby(sorted(points, key=start_of), key=start_of):
        vals = [v for _, v in group]
        averages.append((start, round(sum(vals) / len(vals), 2)))
    return averages

# --- inputs ---
def random_input(rng):
    size = rng.choice([60, 10, 1, 7, 0, -5])
    points = [(rng.randint(0, 200), rng.randint(-5, 20)) for _ in range(rng.randint(0, 7))]
    return (points, size)
