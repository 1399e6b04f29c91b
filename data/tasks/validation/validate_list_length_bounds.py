# domain: validation
# function: validate_list_length_bounds
# query: Check that the list items has between min_len (default 0) and max_len (default None, no
#   upper limit) items, inclusive. Return the list unchanged when valid; raise ValueError when
#   it is too short or too long, and also when min_len is negative or greater than max_len.

def validate_list_length_bounds(items, min_len=0, max_len=None):
    if min_len < 0:
        raise ValueError("min_len must be non-negative")
    if max_len is not None and max_len < min_len:
        raise ValueError("max_len must be >= min_len")
    if len(items) < min_len:
        raise ValueError("too few items")
    if max_len is not None and len(items) > max_len:
        raise ValueError("too many items")
    return items

# --- tests ---
import pytest

assert validate_list_length_bounds([]) == []
assert validate_list_length_bounds([1, 2], 2, 2) == [1, 2]
assert validate_list_length_bounds([1, 2, 3], 1) == [1, 2, 3]
assert validate_list_length_bounds([1], 0, 1) == [1]
with pytest.raises(ValueError):
    validate_list_length_bounds([1], 2)
with pytest.raises(ValueError):
    validate_list_length_bounds([1, 2, 3], 0, 2)
with pytest.raises(ValueError):
    validate_list_length_bounds([], -1)
with pytest.raises(ValueError):
    validate_list_length_bounds([1, 2], 3, 2)
with pytest.raises(ValueError):
    validate_list_length_bounds([1], 1, 0)

# --- implementation 2: an infinite upper bound stands in for None ---
import math


def validate_list_length_bounds(items, min_len=0, max_len=None):
    upper = math.inf if max_len is None else max_len
    if min_len < 0 or upper < min_len:
        raise ValueError("invalid bounds %r..%r" % (min_len, max_len))
    if not min_len <= len(items) <= upper:
        raise ValueError("list has %d items" % len(items))
    return items

# --- implementation 3: membership of the length in a range object ---
def validate_list_length_bounds(items, min_len=0, max_len=None):
    if min_len < 0:
        raise ValueError("negative min_len")
    if max_len is not None:
        if max_len < min_len:
            raise ValueError("max_len below min_len")
        if len(items) not in range(min_len, max_len + 1):
            raise ValueError("length out of bounds")
    elif len(items) < min_len:
        raise ValueError("too short")
    return items

# --- inputs ---
def random_input(rng):
    items = list(range(rng.randint(0, 5)))
    r = rng.random()
    if r < 0.2:
        return (items,)
    if r < 0.5:
        return (items, rng.randint(-1, 5))
    return (items, rng.randint(-1, 5), rng.choice([None, 0, 1, 2, 3, 5]))
