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
