# domain: data_transformation
# function: reconstruct_from_deltas
# query: Rebuild a sequence from its first value and deltas, the list of consecutive differences, so
#   reconstruct_from_deltas(3, [2, -1]) gives [3, 5, 4]. The result always starts with first.

def reconstruct_from_deltas(first, deltas):
    values = [first]
    for i in range(len(deltas)):
        values.append(values[i] + deltas[i])
    return values

# --- tests ---
import pytest

assert reconstruct_from_deltas(3, [2, -1]) == [3, 5, 4]
assert reconstruct_from_deltas(0, []) == [0]
assert reconstruct_from_deltas(7, [0]) == [7, 7]
assert reconstruct_from_deltas(10, [-3, -3, -3]) == [10, 7, 4, 1]
assert reconstruct_from_deltas(-5, [5, 5]) == [-5, 0, 5]
assert reconstruct_from_deltas(1, [1, 2, 3]) == [1, 2, 4, 7]
assert reconstruct_from_deltas(2, [4, -1, 6]) == [2, 6, 5, 11]

# --- implementation 2: carry the running value ---
def reconstruct_from_deltas(first, deltas):
    values = [first]
    current = first
    for delta in deltas:
        current += delta
        values.append(current)
    return values

# --- implementation 3: itertools.accumulate over first followed by the deltas ---
from itertools import accumulate


def reconstruct_from_deltas(first, deltas):
    sequence = [first]
    sequence.extend(deltas)
    return list(accumulate(sequence))

# --- implementation 4: prefix sums in place over a copy that starts with first ---
def reconstruct_from_deltas(first, deltas):
    values = [first, *deltas]
    for i in range(1, len(values)):
        values[i] += values[i - 1]
    return values

# --- inputs ---
def random_input(rng):
    return (rng.randint(-10, 10), [rng.randint(-5, 5) for _ in range(rng.randint(0, 7))])
