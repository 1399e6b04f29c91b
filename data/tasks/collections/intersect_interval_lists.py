# domain: collections
# function: intersect_interval_lists
# query: Given two lists, first and second, of sorted, pairwise-disjoint closed intervals, return
#   the list of their intersections (also closed intervals, single points included) in sorted
#   order.

def intersect_interval_lists(first, second):
    i = j = 0
    result = []
    while i < len(first) and j < len(second):
        lo = max(first[i][0], second[j][0])
        hi = min(first[i][1], second[j][1])
        if lo <= hi:
            result.append([lo, hi])
        if first[i][1] < second[j][1]:
            i += 1
        else:
            j += 1
    return result

# --- tests ---
import pytest

assert intersect_interval_lists([[0, 2], [5, 10], [13, 23], [24, 25]], [[1, 5], [8, 12], [15, 24], [25, 26]]) == [[1, 2], [5, 5], [8, 10], [15, 23], [24, 24], [25, 25]]
assert intersect_interval_lists([], [[1, 2]]) == []
assert intersect_interval_lists([[1, 3]], []) == []
assert intersect_interval_lists([[1, 3]], [[4, 6]]) == []
assert intersect_interval_lists([[1, 10]], [[2, 3], [5, 7]]) == [[2, 3], [5, 7]]
assert intersect_interval_lists([[2, 3], [5, 7]], [[1, 10]]) == [[2, 3], [5, 7]]
assert intersect_interval_lists([[1, 4]], [[4, 9]]) == [[4, 4]]

# --- implementation 2: intersect every pair, keep the non-empty ones, sort ---
def intersect_interval_lists(first, second):
    found = []
    for a_lo, a_hi in first:
        for b_lo, b_hi in second:
            lo, hi = max(a_lo, b_lo), min(a_hi, b_hi)
            if lo <= hi:
                found.append([lo, hi])
    return sorted(found)

# --- implementation 3: sweep the endpoints (starts before ends); both lists active means overlap ---
def intersect_interval_lists(first, second):
    events = []
    for lo, hi in list(first) + list(second):
        events.append((lo, 0))
        events.append((hi, 1))
    events.sort()
    result = []
    active = 0
    for x, kind in events:
        if kind == 0:
            active += 1
            if active == 2:
                begin = x
        else:
            if active == 2:
                result.append([begin, x])
            active -= 1
    return result

# --- inputs ---
def random_input(rng):
    def make():
        out = []
        t = rng.randint(-2, 3)
        for _ in range(rng.randint(0, 5)):
            lo = t + rng.randint(1, 4)
            hi = lo + rng.randint(0, 4)
            out.append([lo, hi])
            t = hi
        return out

    return (make(), make())
