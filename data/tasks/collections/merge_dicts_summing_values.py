# domain: collections
# function: merge_dicts_summing_values
# query: Merge a list of dicts with numeric values into one dict where values for the same key are
#   added together; keys appear in first-seen order. Return {} for an empty list.

def merge_dicts_summing_values(dicts):
    merged = {}
    for d in dicts:
        for key, value in d.items():
            if key in merged:
                merged[key] = merged[key] + value
            else:
                merged[key] = value
    return merged

# --- tests ---
import pytest

assert merge_dicts_summing_values([]) == {}
assert merge_dicts_summing_values([{"a": 1}]) == {"a": 1}
assert merge_dicts_summing_values([{"a": 1}, {"a": 2, "b": 3}]) == {"a": 3, "b": 3}
assert merge_dicts_summing_values([{"x": 5}, {"x": -5}]) == {"x": 0}
assert merge_dicts_summing_values([{"a": 2}, {}, {"a": 3}, {"b": 1}]) == {"a": 5, "b": 1}
assert list(merge_dicts_summing_values([{"b": 1}, {"a": 1}])) == ["b", "a"]
assert merge_dicts_summing_values([{"k": 1.5}, {"k": 2.5}]) == {"k": 4.0}
assert merge_dicts_summing_values([{1: 1, 2: 10, 3: 100}, {2: 5}]) == {1: 1, 2: 15, 3: 100}
assert merge_dicts_summing_values([{0: 1, 1: 2}, {1: 3, 0: 4}]) == {0: 5, 1: 5}
