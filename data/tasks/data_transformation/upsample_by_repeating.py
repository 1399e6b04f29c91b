# domain: data_transformation
# function: upsample_by_repeating
# query: Upsample a list values by repeating each element factor times in place ([1, 2] with factor
#   3 -> [1, 1, 1, 2, 2, 2]). A factor of 0 gives []; a negative factor raises ValueError.

def upsample_by_repeating(values, factor):
    if factor < 0:
        raise ValueError("factor must be non-negative")
    result = []
    for v in values:
        for _ in range(factor):
            result.append(v)
    return result

# --- tests ---
import pytest

assert upsample_by_repeating([], 3) == []
assert upsample_by_repeating([1, 2], 3) == [1, 1, 1, 2, 2, 2]
assert upsample_by_repeating([1, 2], 1) == [1, 2]
assert upsample_by_repeating([1, 2], 0) == []
assert upsample_by_repeating(["a"], 2) == ["a", "a"]
assert upsample_by_repeating([None, 0], 2) == [None, None, 0, 0]
with pytest.raises(ValueError):
    upsample_by_repeating([1], -1)

# --- implementation 2: extend by a multiplied one-element list ---
def upsample_by_repeating(values, factor):
    if factor < 0:
        raise ValueError("negative factor")
    result = []
    for v in values:
        result.extend([v] * factor)
    return result

# --- implementation 3: chain repeat() iterators ---
from itertools import chain, repeat


def upsample_by_repeating(values, factor):
    if factor < 0:
        raise ValueError("factor must be >= 0")
    return list(chain.from_iterable(repeat(v, factor) for v in values))

# --- implementation 4: output position i takes the input element i // factor ---
def upsample_by_repeating(values, factor):
    if factor < 0:
        raise ValueError("factor cannot be negative")
    total = len(values) * factor
    return [values[i // factor] for i in range(total)]

# --- inputs ---
def random_input(rng):
    values = [rng.choice([1, 2, "a", None, 0]) for _ in range(rng.randint(0, 5))]
    return (values, rng.choice([-1, 0, 1, 2, 3]))
