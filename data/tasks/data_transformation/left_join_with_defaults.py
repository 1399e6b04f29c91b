# domain: data_transformation
# function: left_join_with_defaults
# query: Left-join two lists of dict records, left and right, on key: every left record appears once
#   per matching right record (right fields override), and left records without a match are
#   merged with the dict defaults instead (default fields override the left record's, like
#   right fields do).

def left_join_with_defaults(left, right, key, defaults):
    index = {}
    for j in range(len(right)):
        record = right[j]
        index.setdefault(record[key], []).append(record)
    result = []
    for i in range(len(left)):
        l_rec = left[i]
        matches = index.get(l_rec[key])
        if not matches:
            merged = dict(l_rec)
            merged.update(defaults)
            result.append(merged)
            continue
        for r_rec in matches:
            merged = dict(l_rec)
            merged.update(r_rec)
            result.append(merged)
    return result

# --- tests ---
import pytest

assert left_join_with_defaults([], [{"id": 1}], "id", {}) == []
assert left_join_with_defaults([{"id": 1}], [], "id", {"x": 0}) == [{"id": 1, "x": 0}]
assert left_join_with_defaults([{"id": 1}], [{"id": 1, "x": 5}], "id", {"x": 0}) == [{"id": 1, "x": 5}]
assert left_join_with_defaults([{"id": 1}, {"id": 2}], [{"id": 2, "x": 5}], "id", {"x": None}) == [{"id": 1, "x": None}, {"id": 2, "x": 5}]
assert left_join_with_defaults([{"id": 1}], [{"id": 1, "x": 1}, {"id": 1, "x": 2}], "id", {}) == [{"id": 1, "x": 1}, {"id": 1, "x": 2}]
assert left_join_with_defaults([{"id": 3, "n": "a"}], [{"id": 4, "n": "b"}], "id", {"m": 1}) == [{"id": 3, "n": "a", "m": 1}]
assert left_join_with_defaults([{"k": 1}, {"k": 1}], [{"k": 1, "v": 0}], "k", {}) == [{"k": 1, "v": 0}, {"k": 1, "v": 0}]

# --- implementation 2: scan the right list for each left record ---
def left_join_with_defaults(left, right, key, defaults):
    result = []
    for l_rec in left:
        matched = [r for r in right if r[key] == l_rec[key]]
        if matched:
            result.extend({**l_rec, **r} for r in matched)
        else:
            result.append({**l_rec, **defaults})
    return result

# --- implementation 3: group the right side; an unmatched record merges with [defaults] ---
from collections import defaultdict


def left_join_with_defaults(left, right, key, defaults):
    groups = defaultdict(list)
    for record in right:
        groups[record[key]].append(record)
    out = []
    for record in left:
        for extra in groups.get(record[key]) or [defaults]:
            merged = record.copy()
            merged.update(extra)
            out.append(merged)
    return out

# --- inputs ---
def random_input(rng):
    left = [{"id": rng.randint(0, 3), "n": "L%d" % i} for i in range(rng.randint(0, 5))]
    right = [{"id": rng.randint(0, 3), "x": i} for i in range(rng.randint(0, 5))]
    defaults = rng.choice([{}, {"x": 0}, {"x": None}, {"m": 1, "x": -1}])
    return (left, right, "id", defaults)
