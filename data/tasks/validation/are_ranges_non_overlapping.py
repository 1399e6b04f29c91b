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

# --- implementation 2: pairwise check of every two ranges ---
from itertools import combinations


def are_ranges_non_overlapping(ranges):
    if any(start > end for start, end in ranges):
        raise ValueError("invalid range")
    for (s1, e1), (s2, e2) in combinations(ranges, 2):
        if s1 <= e2 and s2 <= e1:
            return False
    return True

# --- implementation 3: sort by start and track the largest end so far ---
def are_ranges_non_overlapping(ranges):
    for r in ranges:
        if r[0] > r[1]:
            raise ValueError("start > end in %r" % (r,))
    reach = None
    for start, end in sorted(ranges, key=lambda r: r[0]):
        if reach is not None and start <= reach:
            return False
        reach = end if reach is None else max(reach, end)
    return True

# --- inputs ---
def random_input(rng):
    ranges = []
    for _ in range(rng.randint(0, 5)):
        a = rng.randint(-5, 12)
        ranges.append((a, a + rng.randint(0, 3)))
    if ranges and rng.random() < 0.1:
        i = rng.randrange(len(ranges))
        ranges[i] = (ranges[i][1] + 1, ranges[i][0])
    return (ranges,)
