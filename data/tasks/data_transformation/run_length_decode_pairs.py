# domain: data_transformation
# function: run_length_decode_pairs
# query: Expand a list of (value, count) run-length pairs back into the flat list. Counts of zero
#   contribute nothing; a negative count raises ValueError.

def run_length_decode_pairs(pairs):
    items = []
    for value, count in pairs:
        if count < 0:
            raise ValueError("negative count")
        for _ in range(count):
            items.append(value)
    return items

# --- tests ---
import pytest

assert run_length_decode_pairs([]) == []
assert run_length_decode_pairs([("a", 1)]) == ["a"]
assert run_length_decode_pairs([("a", 2), ("b", 1), ("c", 3)]) == ["a", "a", "b", "c", "c", "c"]
assert run_length_decode_pairs([("x", 0), ("y", 2)]) == ["y", "y"]
assert run_length_decode_pairs([(1, 1), (2, 1), (1, 1)]) == [1, 2, 1]
assert run_length_decode_pairs([(None, 3)]) == [None, None, None]
with pytest.raises(ValueError):
    run_length_decode_pairs([("a", -1)])
assert run_length_decode_pairs([("q", 0)]) == []
