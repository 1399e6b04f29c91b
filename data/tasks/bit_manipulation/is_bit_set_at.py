# domain: bit_manipulation
# function: is_bit_set_at
# query: Given a non-negative integer n and a bit position (0 = least significant), test whether
#   that bit of n is 1. Return True or False; raise ValueError if n or position is negative.

def is_bit_set_at(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must be non-negative")
    shifted = n >> position
    return shifted & 1 == 1

# --- tests ---
import pytest

assert is_bit_set_at(1, 0) is True
assert is_bit_set_at(2, 0) is False
assert is_bit_set_at(2, 1) is True
assert is_bit_set_at(5, 2) is True
assert is_bit_set_at(5, 3) is False
assert is_bit_set_at(0, 0) is False
with pytest.raises(ValueError):
    is_bit_set_at(-1, 0)
with pytest.raises(ValueError):
    is_bit_set_at(4, -1)
assert is_bit_set_at(1 << 45, 45) is True

# --- implementation 2: AND with a single-bit mask ---
def is_bit_set_at(n, position):
    if min(n, position) < 0:
        raise ValueError("negative argument")
    mask = 1 << position
    return n & mask != 0

# --- implementation 3: read the digit of the binary string, counted from its right end ---
def is_bit_set_at(n, position):
    if n < 0 or position < 0:
        raise ValueError("arguments must not be negative")
    digits = format(n, "b")
    if position >= len(digits):
        return False
    return digits[len(digits) - 1 - position] == "1"

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.05:
        return (rng.randint(-9, -1), rng.randint(0, 5))
    if r < 0.1:
        return (rng.randint(0, 9), rng.randint(-5, -1))
    n = rng.choice([0, 1, rng.randint(0, 255), rng.randint(0, 1 << 50)])
    position = rng.choice([0, rng.randint(0, 8), rng.randint(0, 55)])
    return (n, position)
