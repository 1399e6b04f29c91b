# domain: data_transformation
# function: align_series_on_keys
# query: Align two dict-based series, left and right, on the sorted union of their keys, returning a
#   list of (key, left_value, right_value) tuples where a missing side gets the fill value
#   (default None).

def align_series_on_keys(left, right, fill=None):
    keys = sorted(set(left) | set(right))
    aligned = []
    for i in range(len(keys)):
        key = keys[i]
        aligned.append((key, left.get(key, fill), right.get(key, fill)))
    return aligned

# --- tests ---
import pytest

assert align_series_on_keys({}, {}) == []
assert align_series_on_keys({1: "a"}, {}) == [(1, "a", None)]
assert align_series_on_keys({}, {1: "b"}, 0) == [(1, 0, "b")]
assert align_series_on_keys({1: 10, 3: 30}, {2: 20, 3: 33}) == [(1, 10, None), (2, None, 20), (3, 30, 33)]
assert align_series_on_keys({"b": 1}, {"a": 2}, "-") == [("a", "-", 2), ("b", 1, "-")]
assert align_series_on_keys({5: None}, {5: 1}, 0) == [(5, None, 1)]
assert align_series_on_keys({2: 2, 1: 1}, {1: 1}) == [(1, 1, 1), (2, 2, None)]
