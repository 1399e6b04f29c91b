# domain: bit_manipulation
# function: find_two_unpaired_numbers
# query: In a list values where every number appears exactly twice except two distinct numbers that
#   appear once, return those two numbers as a sorted tuple. Raise ValueError if no such pair
#   exists (the XOR of everything is 0).

def find_two_unpaired_numbers(values):
    combined = 0
    for value in values:
        combined ^= value
    if combined == 0:
        raise ValueError("no two unpaired numbers")
    split_bit = combined & -combined
    first = 0
    for value in values:
        if value & split_bit:
            first ^= value
    second = combined ^ first
    return (min(first, second), max(first, second))

# --- tests ---
import pytest

assert find_two_unpaired_numbers([1, 2]) == (1, 2)
assert find_two_unpaired_numbers([1, 2, 1, 3, 2, 5]) == (3, 5)
assert find_two_unpaired_numbers([0, 7]) == (0, 7)
assert find_two_unpaired_numbers([4, 4, 6, 9]) == (6, 9)
assert find_two_unpaired_numbers([-1, 0]) == (-1, 0)
assert find_two_unpaired_numbers([10, 12, 10, 5, 5, 8]) == (8, 12)
with pytest.raises(ValueError):
    find_two_unpaired_numbers([3, 3])
with pytest.raises(ValueError):
    find_two_unpaired_numbers([])

# --- implementation 2: Counter, keep the values seen once ---
from collections import Counter


def find_two_unpaired_numbers(values):
    singles = sorted(v for v, c in Counter(values).items() if c == 1)
    if len(singles) != 2:
        raise ValueError("no two unpaired numbers")
    return (singles[0], singles[1])

# --- implementation 3: sort, then step over equal neighbours in pairs ---
def find_two_unpaired_numbers(values):
    ordered = sorted(values)
    found = []
    i = 0
    while i < len(ordered):
        if i + 1 < len(ordered) and ordered[i] == ordered[i + 1]:
            i += 2
        else:
            found.append(ordered[i])
            i += 1
    if len(found) != 2:
        raise ValueError("no two unpaired numbers")
    return tuple(found)

# --- inputs ---
def random_input(rng):
    pool = rng.sample(range(-20, 40), rng.randint(2, 8))
    paired = pool[2:]
    values = paired + paired
    if rng.random() < 0.85:
        values += pool[:2]
    rng.shuffle(values)
    return (values,)
