# domain: bit_manipulation
# function: set_bit_counts_per_position
# query: For a list of non-negative integers values, return a list of length width whose entry i
#   says how many numbers have bit i set (bit 0 first). Raise ValueError if a number is
#   negative or does not fit in width bits.

def set_bit_counts_per_position(values, width):
    counts = [0] * width
    for value in values:
        if value < 0 or value >> width:
            raise ValueError("value does not fit in width bits")
        for bit in range(width):
            if value & (1 << bit):
                counts[bit] += 1
    return counts

# --- tests ---
import pytest

assert set_bit_counts_per_position([], 3) == [0, 0, 0]
assert set_bit_counts_per_position([1], 1) == [1]
assert set_bit_counts_per_position([1, 2, 3], 2) == [2, 2]
assert set_bit_counts_per_position([4, 5, 6, 7], 3) == [2, 2, 4]
assert set_bit_counts_per_position([0, 0], 2) == [0, 0]
assert set_bit_counts_per_position([8], 4) == [0, 0, 0, 1]
with pytest.raises(ValueError):
    set_bit_counts_per_position([8], 3)
with pytest.raises(ValueError):
    set_bit_counts_per_position([-1], 3)
