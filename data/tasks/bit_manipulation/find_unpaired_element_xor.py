# domain: bit_manipulation
# function: find_unpaired_element_xor
# query: In a list of integers values where every value appears exactly twice except one, return the
#   value that appears only once. Raise ValueError for an empty list.

def find_unpaired_element_xor(values):
    if not values:
        raise ValueError("values must not be empty")
    result = 0
    for value in values:
        result ^= value
    return result

# --- tests ---
import pytest

assert find_unpaired_element_xor([7]) == 7
assert find_unpaired_element_xor([2, 2, 1]) == 1
assert find_unpaired_element_xor([4, 1, 2, 1, 2]) == 4
assert find_unpaired_element_xor([0, 5, 5]) == 0
assert find_unpaired_element_xor([3, 9, 3]) == 9
assert find_unpaired_element_xor([10, 20, 30, 20, 10]) == 30
assert find_unpaired_element_xor([6, 6, 12]) == 12
with pytest.raises(ValueError):
    find_unpaired_element_xor([])

# --- implementation 2: functools.reduce with operator.xor ---
from functools import reduce
from operator import xor


def find_unpaired_element_xor(values):
    if len(values) == 0:
        raise ValueError("empty list")
    return reduce(xor, values)

# --- implementation 3: twice the sum of the distinct values minus the total ---
def find_unpaired_element_xor(values):
    if not values:
        raise ValueError("values must not be empty")
    distinct = set(values)
    return 2 * sum(distinct) - sum(values)

# --- implementation 4: Counter, the value with an odd count ---
from collections import Counter


def find_unpaired_element_xor(values):
    if not values:
        raise ValueError("empty list")
    counts = Counter(values)
    return next(v for v, c in counts.items() if c % 2 == 1)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ([],)
    pool = rng.sample(range(-30, 60), rng.randint(1, 8))
    values = pool[1:] + pool[1:] + [pool[0]]
    rng.shuffle(values)
    return (values,)
