# domain: bit_manipulation
# function: sum_hamming_distances_all_pairs
# query: Return the total Hamming distance summed over every unordered pair of numbers in values, a
#   list of non-negative integers below 2**32. Lists with fewer than two numbers give 0; raise
#   ValueError for a value outside 0..2**32-1.

def sum_hamming_distances_all_pairs(values):
    for value in values:
        if value < 0 or value >= 1 << 32:
            raise ValueError("values must be 32-bit unsigned")
    total = 0
    for bit in range(32):
        ones = 0
        for value in values:
            ones += (value >> bit) & 1
        total += ones * (len(values) - ones)
    return total

# --- tests ---
import pytest

assert sum_hamming_distances_all_pairs([]) == 0
assert sum_hamming_distances_all_pairs([7]) == 0
assert sum_hamming_distances_all_pairs([4, 14, 2]) == 6
assert sum_hamming_distances_all_pairs([4, 14, 4]) == 4
assert sum_hamming_distances_all_pairs([0, 1]) == 1
assert sum_hamming_distances_all_pairs([0, 0xFFFFFFFF]) == 32
assert sum_hamming_distances_all_pairs([1, 2, 3]) == 4
with pytest.raises(ValueError):
    sum_hamming_distances_all_pairs([1 << 32])
with pytest.raises(ValueError):
    sum_hamming_distances_all_pairs([-1])

# --- implementation 2: sum the popcount of x ^ y over every pair ---
from itertools import combinations


def sum_hamming_distances_all_pairs(values):
    for v in values:
        if not 0 <= v <= 0xFFFFFFFF:
            raise ValueError("value outside 32-bit range")
    return sum(bin(x ^ y).count("1") for x, y in combinations(values, 2))

# --- implementation 3: per column of the 32-digit strings, ones times zeros ---
def sum_hamming_distances_all_pairs(values):
    if values and (min(values) < 0 or max(values) >= 2 ** 32):
        raise ValueError("values must lie in 0..2**32-1")
    rows = [format(v, "032b") for v in values]
    n = len(rows)
    total = 0
    for column in zip(*rows):
        ones = column.count("1")
        total += ones * (n - ones)
    return total

# --- inputs ---
def random_input(rng):
    values = [rng.choice([0, 0xFFFFFFFF, 1 << 31, rng.randint(0, 15), rng.randint(0, 0xFFFFFFFF)]) for _ in range(rng.choice([0, 1, 2, rng.randint(0, 12)]))]
    if rng.random() < 0.1:
        values.insert(rng.randint(0, len(values)), rng.choice([-1, 1 << 32, (1 << 32) + 5]))
    return (values,)
