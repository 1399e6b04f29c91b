# domain: bit_manipulation
# function: sort_by_popcount_then_value
# query: Sort a list of non-negative integers values by how many 1 bits they have, breaking ties by
#   the numeric value, and return a new list. Raise ValueError if any number is negative.

def sort_by_popcount_then_value(values):
    keyed = []
    for value in values:
        if value < 0:
            raise ValueError("values must be non-negative")
        ones = 0
        remaining = value
        while remaining:
            ones += remaining & 1
            remaining >>= 1
        keyed.append((ones, value))
    keyed.sort()
    return [value for _, value in keyed]

# --- tests ---
import pytest

assert sort_by_popcount_then_value([]) == []
assert sort_by_popcount_then_value([5]) == [5]
assert sort_by_popcount_then_value([3, 4]) == [4, 3]
assert sort_by_popcount_then_value([0, 1, 2, 3, 4, 5, 6, 7, 8]) == [0, 1, 2, 4, 8, 3, 5, 6, 7]
assert sort_by_popcount_then_value([1024, 512, 256, 128]) == [128, 256, 512, 1024]
assert sort_by_popcount_then_value([7, 8, 7]) == [8, 7, 7]
assert sort_by_popcount_then_value([15, 16, 3]) == [16, 3, 15]
with pytest.raises(ValueError):
    sort_by_popcount_then_value([1, -1])

# --- implementation 2: sorted with a (popcount, value) key ---
def sort_by_popcount_then_value(values):
    for value in values:
        if value < 0:
            raise ValueError("values must be non-negative")
    return sorted(values, key=lambda v: (bin(v).count("1"), v))

# --- implementation 3: bucket the values by popcount, emit the buckets in order ---
def sort_by_popcount_then_value(values):
    buckets = {}
    for value in values:
        if value < 0:
            raise ValueError("negative value")
        buckets.setdefault(bin(value).count("1"), []).append(value)
    result = []
    for ones in sorted(buckets):
        result.extend(sorted(buckets[ones]))
    return result

# --- inputs ---
def random_input(rng):
    values = [rng.choice([0, 1, 2, 3, 4, 7, 8, 15, 16, rng.randint(0, 300)]) for _ in range(rng.randint(0, 12))]
    if rng.random() < 0.1:
        values.insert(rng.randint(0, len(values)), rng.randint(-9, -1))
    return (values,)
