# domain: sorting_searching
# function: merge_touching_closed_intervals
# query: Sort closed intervals [start, end] by start and merge any that overlap or touch (e.g. [1,3] and
#   [3,5]); return the merged list of [start, end] lists. Raise ValueError if an interval has start > end.

def merge_touching_closed_intervals(intervals):
    merged = []
    for start, end in sorted(intervals):
        if start > end:
            raise ValueError("invalid interval")
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged

# --- tests ---
import pytest

assert merge_touching_closed_intervals([]) == []
assert merge_touching_closed_intervals([[2, 4]]) == [[2, 4]]
assert merge_touching_closed_intervals([[1, 3], [2, 6], [8, 10], [15, 18]]) == [[1, 6], [8, 10], [15, 18]]
assert merge_touching_closed_intervals([[1, 3], [3, 5]]) == [[1, 5]]
assert merge_touching_closed_intervals([[1, 3], [4, 5]]) == [[1, 3], [4, 5]]
assert merge_touching_closed_intervals([[5, 9], [1, 10]]) == [[1, 10]]
assert merge_touching_closed_intervals([[1, 4], [2, 3]]) == [[1, 4]]
with pytest.raises(ValueError):
    merge_touching_closed_intervals([[1, 2], [5, 3]])
