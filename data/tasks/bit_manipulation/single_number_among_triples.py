# domain: bit_manipulation
# function: single_number_among_triples
# query: Every number in a list of non-negative integers values appears exactly three times except
#   one that appears once; return that one. Raise ValueError for an empty list.

def single_number_among_triples(values):
    if not values:
        raise ValueError("values must not be empty")
    result = 0
    for bit in range(max(values).bit_length()):
        count = 0
        for value in values:
            count += (value >> bit) & 1
        if count % 3 != 0:
            result |= 1 << bit
    return result

# --- tests ---
import pytest

assert single_number_among_triples([5]) == 5
assert single_number_among_triples([0]) == 0
assert single_number_among_triples([2, 2, 3, 2]) == 3
assert single_number_among_triples([0, 1, 0, 1, 0, 1, 99]) == 99
assert single_number_among_triples([7, 7, 7, 0]) == 0
assert single_number_among_triples([4, 1, 4, 4]) == 1
assert single_number_among_triples([6, 5, 6, 6, 8, 8, 8]) == 5
with pytest.raises(ValueError):
    single_number_among_triples([])

# --- implementation 2: Counter, return the value counted once ---
from collections import Counter


def single_number_among_triples(values):
    if not values:
        raise ValueError("empty list")
    counts = Counter(values)
    for value, count in counts.items():
        if count == 1:
            return value

# --- implementation 3: 'ones' and 'twos' accumulators that reset every third occurrence ---
def single_number_among_triples(values):
    if len(values) == 0:
        raise ValueError("values must not be empty")
    ones = twos = 0
    for value in values:
        ones = (ones ^ value) & ~twos
        twos = (twos ^ value) & ~ones
    return ones

# --- implementation 4: three times the distinct sum minus the total is twice the single value ---
def single_number_among_triples(values):
    if not values:
        raise ValueError("empty list")
    distinct_total = sum(set(values))
    return (3 * distinct_total - sum(values)) // 2

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ([],)
    pool = rng.sample(range(0, 200), rng.randint(1, 7))
    if rng.random() < 0.2 and 0 not in pool[1:]:
        pool[0] = 0
    values = [pool[0]] + pool[1:] * 3
    rng.shuffle(values)
    return (values,)
