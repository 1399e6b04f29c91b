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

# --- implementation 2: validate the counts, then chain repeat() iterators ---
from itertools import chain, repeat


def run_length_decode_pairs(pairs):
    for _, count in pairs:
        if count < 0:
            raise ValueError("count must not be negative")
    return list(chain.from_iterable(repeat(value, count) for value, count in pairs))

# --- implementation 3: collect negative counts first, then a nested comprehension ---
def run_length_decode_pairs(pairs):
    negative = [count for _, count in pairs if count < 0]
    if negative:
        raise ValueError("negative count %d" % negative[0])
    return [value for value, count in pairs for _ in range(count)]

# --- inputs ---
def random_input(rng):
    pairs = [(rng.choice(["a", "b", 1, None]), rng.choice([0, 1, 2, 3])) for _ in range(rng.randint(0, 5))]
    if pairs and rng.random() < 0.1:
        pairs[rng.randrange(len(pairs))] = ("x", -1)
    return (pairs,)
