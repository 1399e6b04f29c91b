# domain: bit_manipulation
# function: low_bits_mask
# query: Return an integer mask with the lowest `count` bits set (count 0 -> 0, 3 -> 0b111).
#   Raise ValueError if count is negative.

def low_bits_mask(count):
    if count < 0:
        raise ValueError("count must be non-negative")
    mask = 0
    for _ in range(count):
        mask = (mask << 1) | 1
    return mask

# --- tests ---
import pytest

assert low_bits_mask(0) == 0
assert low_bits_mask(1) == 1
assert low_bits_mask(2) == 3
assert low_bits_mask(3) == 7
assert low_bits_mask(8) == 255
assert low_bits_mask(64) == (1 << 64) - 1
assert low_bits_mask(5) == 31
with pytest.raises(ValueError):
    low_bits_mask(-1)

# --- implementation 2: one less than 2**count ---
def low_bits_mask(count):
    if count < 0:
        raise ValueError("negative count")
    top = 1 << count
    return top - 1

# --- implementation 3: parse a string of count ones in base 2 ---
def low_bits_mask(count):
    if count < 0:
        raise ValueError("count must be non-negative")
    if count == 0:
        return 0
    return int("1" * count, 2)

# --- implementation 4: sum of the powers of two below count ---
def low_bits_mask(count):
    if count < 0:
        raise ValueError("negative count")
    powers = (2 ** i for i in range(count))
    return sum(powers)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.1:
        return (rng.randint(-10, -1),)
    return (rng.choice([0, 1, 2, 8, 64, rng.randint(0, 100)]),)
