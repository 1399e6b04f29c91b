# domain: bit_manipulation
# function: bitset_from_indices
# query: Build an integer bitset from an iterable of non-negative element indices, setting bit i
#   for each index i (duplicates are harmless, no indices gives 0). Raise ValueError for a
#   negative index.

def bitset_from_indices(indices):
    bits = 0
    for index in indices:
        if index < 0:
            raise ValueError("indices must be non-negative")
        bits |= 1 << index
    return bits

# --- tests ---
import pytest

assert bitset_from_indices([]) == 0
assert bitset_from_indices([0]) == 1
assert bitset_from_indices([1]) == 2
assert bitset_from_indices([0, 2, 3]) == 13
assert bitset_from_indices([3, 3, 3]) == 8
assert bitset_from_indices(range(8)) == 255
assert bitset_from_indices([64]) == 1 << 64
with pytest.raises(ValueError):
    bitset_from_indices([2, -1])

# --- implementation 2: sum of the distinct powers of two ---
def bitset_from_indices(indices):
    unique = set(indices)
    if any(i < 0 for i in unique):
        raise ValueError("negative index")
    return sum(1 << i for i in unique)

# --- implementation 3: reduce the single-bit masks with operator.or_ ---
from functools import reduce
from operator import or_


def bitset_from_indices(indices):
    indices = list(indices)
    if min(indices, default=0) < 0:
        raise ValueError("indices must be non-negative")
    return reduce(or_, (1 << i for i in indices), 0)

# --- implementation 4: collect the indices in a set, then build the number from its highest bit down by doubling ---
def bitset_from_indices(indices):
    wanted = set()
    for index in indices:
        if index < 0:
            raise ValueError("index %r is negative" % (index,))
        wanted.add(index)
    value = 0
    for bit in range(max(wanted, default=-1), -1, -1):
        value = value * 2 + (1 if bit in wanted else 0)
    return value

# --- implementation 5: sort the indices, add 2 ** i once for each distinct one ---
def bitset_from_indices(indices):
    ordered = sorted(indices)
    if ordered and ordered[0] < 0:
        raise ValueError("indices cannot be negative")
    total = 0
    previous = None
    for index in ordered:
        if index != previous:
            total += 2 ** index
        previous = index
    return total

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 8)
    idx = [rng.choice([0, 1, rng.randint(0, 20), rng.randint(0, 70)]) for _ in range(n)]
    if idx and rng.random() < 0.3:
        idx.append(rng.choice(idx))
    if rng.random() < 0.1:
        idx.insert(rng.randint(0, len(idx)), rng.randint(-5, -1))
    if rng.random() < 0.2:
        return (tuple(idx),)
    return (idx,)
