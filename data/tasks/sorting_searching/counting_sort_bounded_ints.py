# domain: sorting_searching
# function: counting_sort_bounded_ints
# query: Sort values, a list of integers that all lie in the inclusive range [low, high], with
#   counting sort and return the sorted list. Raise ValueError if a value lies outside the
#   range or low > high.

def counting_sort_bounded_ints(values, low, high):
    if low > high:
        raise ValueError("empty range")
    counts = [0] * (high - low + 1)
    for v in values:
        if v < low or v > high:
            raise ValueError("value out of range")
        counts[v - low] += 1
    result = []
    for offset, c in enumerate(counts):
        result.extend([offset + low] * c)
    return result

# --- tests ---
import pytest

assert counting_sort_bounded_ints([], 0, 0) == []
assert counting_sort_bounded_ints([3, 1, 2], 1, 3) == [1, 2, 3]
assert counting_sort_bounded_ints([-2, 5, -2, 0], -2, 5) == [-2, -2, 0, 5]
assert counting_sort_bounded_ints([4, 4, 4], 4, 4) == [4, 4, 4]
assert counting_sort_bounded_ints([9, 7, 8, 7], 5, 9) == [7, 7, 8, 9]
with pytest.raises(ValueError):
    counting_sort_bounded_ints([1], 2, 1)
with pytest.raises(ValueError):
    counting_sort_bounded_ints([0, 6], 0, 5)
with pytest.raises(ValueError):
    counting_sort_bounded_ints([0, -1], 0, 5)

# --- implementation 2: Counter of the values, emitted for each integer from low to high ---
from collections import Counter


def counting_sort_bounded_ints(values, low, high):
    if high < low:
        raise ValueError("low is greater than high")
    if any(not low <= v <= high for v in values):
        raise ValueError("a value lies outside [low, high]")
    tally = Counter(values)
    result = []
    for v in range(low, high + 1):
        result += [v] * tally[v]
    return result

# --- implementation 3: stable counting sort with prefix positions into an output array ---
def counting_sort_bounded_ints(values, low, high):
    if low > high:
        raise ValueError("invalid range")
    size = high - low + 1
    counts = [0] * (size + 1)
    for v in values:
        if not low <= v <= high:
            raise ValueError("value out of range")
        counts[v - low + 1] += 1
    for k in range(1, size + 1):
        counts[k] += counts[k - 1]
    output = [None] * len(values)
    for v in values:
        output[counts[v - low]] = v
        counts[v - low] += 1
    return output

# --- inputs ---
def random_input(rng):
    low = rng.randint(-10, 10)
    high = low + rng.randint(0, 12)
    n = rng.randint(0, 15)
    values = [rng.randint(low, high) for _ in range(n)]
    r = rng.random()
    if r < 0.08:
        return (values, high + 1, low)
    if r < 0.18 and n:
        values[rng.randrange(n)] = rng.choice([low - 1, high + 1, high + 5])
    return (values, low, high)
