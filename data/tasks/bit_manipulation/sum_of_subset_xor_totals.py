# domain: bit_manipulation
# function: sum_of_subset_xor_totals
# query: For a list of non-negative integers, XOR the elements of every subset (the empty subset
#   gives 0) and return the sum of all those XOR totals, using the OR-of-all trick: the answer is
#   (OR of all values) * 2**(n-1). An empty list gives 0.

def sum_of_subset_xor_totals(values):
    if len(values) == 0:
        return 0
    combined = 0
    for value in values:
        combined |= value
    return combined << (len(values) - 1)

# --- tests ---
import pytest

assert sum_of_subset_xor_totals([]) == 0
assert sum_of_subset_xor_totals([4]) == 4
assert sum_of_subset_xor_totals([1, 3]) == 6
assert sum_of_subset_xor_totals([5, 1, 6]) == 28
assert sum_of_subset_xor_totals([3, 4, 5, 6, 7, 8]) == 480
assert sum_of_subset_xor_totals([0, 0]) == 0
assert sum_of_subset_xor_totals([2, 2]) == 4
assert sum_of_subset_xor_totals([1, 2, 4]) == 28

# --- implementation 2: enumerate every non-empty subset with itertools.combinations ---
from functools import reduce
from itertools import combinations
from operator import xor


def sum_of_subset_xor_totals(values):
    total = 0
    for size in range(1, len(values) + 1):
        for subset in combinations(values, size):
            total += reduce(xor, subset)
    return total

# --- implementation 3: count how many subsets reach each XOR value, then weight them ---
def sum_of_subset_xor_totals(values):
    counts = {0: 1}
    for value in values:
        updated = dict(counts)
        for acc, ways in counts.items():
            updated[acc ^ value] = updated.get(acc ^ value, 0) + ways
        counts = updated
    return sum(acc * ways for acc, ways in counts.items())

# --- implementation 4: per bit, count the subsets with an odd number of values having it set ---
def sum_of_subset_xor_totals(values):
    total = 0
    for bit in range(max(values, default=0).bit_length()):
        even, odd = 1, 0
        for value in values:
            if value >> bit & 1:
                even, odd = even + odd, odd + even
            else:
                even, odd = 2 * even, 2 * odd
        total += odd << bit
    return total

# --- inputs ---
def random_input(rng):
    return ([rng.choice([0, 1, 2, 4, rng.randint(0, 63)]) for _ in range(rng.randint(0, 10))],)
