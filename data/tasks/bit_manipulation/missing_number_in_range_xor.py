# domain: bit_manipulation
# function: missing_number_in_range_xor
# query: Given a list values containing n distinct numbers taken from 0..n, find the single number
#   of that range that is missing. For an empty list the missing number is 0. Raise ValueError
#   when a value lies outside 0..n.

def missing_number_in_range_xor(values):
    n = len(values)
    result = n
    for index in range(n):
        value = values[index]
        if value < 0 or value > n:
            raise ValueError("value out of range 0..n")
        result ^= index ^ value
    return result

# --- tests ---
import pytest

assert missing_number_in_range_xor([]) == 0
assert missing_number_in_range_xor([0]) == 1
assert missing_number_in_range_xor([1]) == 0
assert missing_number_in_range_xor([3, 0, 1]) == 2
assert missing_number_in_range_xor([0, 1]) == 2
assert missing_number_in_range_xor([9, 6, 4, 2, 3, 5, 7, 0, 1]) == 8
assert missing_number_in_range_xor([1, 2, 3, 4]) == 0
assert missing_number_in_range_xor([2, 0]) == 1
with pytest.raises(ValueError):
    missing_number_in_range_xor([-1])
with pytest.raises(ValueError):
    missing_number_in_range_xor([0, 3])

# --- implementation 2: the triangular number n(n+1)/2 minus the sum of the list ---
def missing_number_in_range_xor(values):
    n = len(values)
    if any(v < 0 or v > n for v in values):
        raise ValueError("value outside 0..n")
    return n * (n + 1) // 2 - sum(values)

# --- implementation 3: first candidate of 0..n absent from a set of the values ---
def missing_number_in_range_xor(values):
    size = len(values)
    if min(values, default=0) < 0 or max(values, default=0) > size:
        raise ValueError("value out of range")
    present = set(values)
    for candidate in range(size + 1):
        if candidate not in present:
            return candidate

# --- implementation 4: sort, the first index whose value differs from it is missing ---
def missing_number_in_range_xor(values):
    n = len(values)
    ordered = sorted(values)
    if ordered and (ordered[0] < 0 or ordered[-1] > n):
        raise ValueError("value outside 0..n")
    for i, v in enumerate(ordered):
        if v != i:
            return i
    return n

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 25)])
    values = list(range(n + 1))
    values.pop(rng.randrange(n + 1))
    rng.shuffle(values)
    if values and rng.random() < 0.12:
        values[rng.randrange(len(values))] = rng.choice([-1, -5, n + 1, n + 4])
    return (values,)
