# domain: validation
# function: are_ranges_non_overlapping
# query: Validate a list of (start, end) integer ranges: each must satisfy start <= end (else raise
#   ValueError), and return True only if no two ranges overlap when treated as inclusive intervals
#   (touching ranges like (1, 3) and (3, 5) overlap). Input order is arbitrary.

def are_ranges_non_overlapping(ranges):
    for start, end in ranges:
        if start > end:
            raise ValueError("range start after end")
    ordered = sorted(ranges)
    for i in range(1, len(ordered)):
        if ordered[i][0] <= ordered[i - 1][1]:
            return False
    return True

# --- tests ---
import pytest

assert are_ranges_non_overlapping([]) is True
assert are_ranges_non_overlapping([(1, 1)]) is True
assert are_ranges_non_overlapping([(1, 2), (3, 4)]) is True
assert are_ranges_non_overlapping([(1, 3), (3, 5)]) is False
assert are_ranges_non_overlapping([(5, 9), (1, 4)]) is True
assert are_ranges_non_overlapping([(5, 9), (1, 6)]) is False
assert are_ranges_non_overlapping([(1, 10), (2, 3), (11, 12)]) is False
with pytest.raises(ValueError):
    are_ranges_non_overlapping([(1, 2), (4, 3)])
