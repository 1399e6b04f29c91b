# domain: collections
# function: merge_overlapping_intervals
# query: Merge a list of closed [start, end] intervals so that overlapping or touching intervals
#   are combined; return the merged intervals sorted by start as lists. Raise ValueError for an
#   interval whose start is greater than its end.

def merge_overlapping_intervals(intervals):
    for start, end in intervals:
        if start > end:
            raise ValueError("invalid interval")
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            if end > merged[-1][1]:
                merged[-1][1] = end
        else:
            merged.append([start, end])
    return merged

# --- tests ---
import pytest

assert merge_overlapping_intervals([[1, 3], [2, 6], [8, 10], [15, 18]]) == [[1, 6], [8, 10], [15, 18]]
assert merge_overlapping_intervals([[1, 4], [4, 5]]) == [[1, 5]]
assert merge_overlapping_intervals([[1, 4], [5, 6]]) == [[1, 4], [5, 6]]
assert merge_overlapping_intervals([]) == []
assert merge_overlapping_intervals([[5, 7], [1, 10]]) == [[1, 10]]
assert merge_overlapping_intervals([[3, 3]]) == [[3, 3]]
assert merge_overlapping_intervals([[1, 2], [5, 6], [6, 9], [7, 8]]) == [[1, 2], [5, 9]]
assert merge_overlapping_intervals([[6, 8], [1, 2], [2, 3], [9, 9]]) == [[1, 3], [6, 8], [9, 9]]
with pytest.raises(ValueError):
    merge_overlapping_intervals([[1, 2], [5, 4]])
