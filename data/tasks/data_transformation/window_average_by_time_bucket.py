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
