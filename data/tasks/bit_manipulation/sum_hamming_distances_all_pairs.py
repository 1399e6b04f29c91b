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
