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

# --- implementation 2: validate all values, then one column sum per bit position ---
def set_bit_counts_per_position(values, width):
    for v in values:
        if v < 0 or v.bit_length() > width:
            raise ValueError("value does not fit in width bits")
    return [sum((v >> i) & 1 for v in values) for i in range(width)]

# --- implementation 3: tally the '1' positions of each reversed binary string in a Counter ---
from collections import Counter


def set_bit_counts_per_position(values, width):
    tally = Counter()
    for value in values:
        if not 0 <= value < 2 ** width:
            raise ValueError("value out of range")
        tally.update(i for i, ch in enumerate(reversed(bin(value)[2:])) if ch == "1")
    return [tally[i] for i in range(width)]

# --- implementation 4: reversed zero-padded binary strings, counted column by column ---
def set_bit_counts_per_position(values, width):
    rows = []
    for value in values:
        if value < 0 or value >= 1 << width:
            raise ValueError("value out of range for width")
        rows.append(format(value, "0%db" % width)[::-1])
    return [sum(row[i] == "1" for row in rows) for i in range(width)]

# --- inputs ---
def random_input(rng):
    width = rng.randint(0, 10)
    values = [rng.choice([0, (1 << width) - 1, rng.randint(0, (1 << width) - 1)]) for _ in range(rng.randint(0, 8))]
    if rng.random() < 0.12:
        values.insert(rng.randint(0, len(values)), rng.choice([-1, -4, (1 << width) + rng.randint(0, 3)]))
    return (values, width)
