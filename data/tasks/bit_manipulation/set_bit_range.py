# domain: bit_manipulation
# function: set_bit_range
# query: Set every bit of n from position low to position high inclusive (0 = least significant)
#   to 1 and return the result. Raise ValueError if low is negative or low > high.

def set_bit_range(n, low, high):
    if low < 0 or low > high:
        raise ValueError("invalid bit range")
    width = high - low + 1
    mask = ((1 << width) - 1) << low
    return n | mask

# --- tests ---
import pytest

assert set_bit_range(0, 0, 0) == 1
assert set_bit_range(0, 0, 3) == 15
assert set_bit_range(0, 2, 4) == 0b11100
assert set_bit_range(0b100001, 1, 3) == 0b101111
assert set_bit_range(0b1111, 1, 2) == 0b1111
assert set_bit_range(0, 5, 5) == 32
with pytest.raises(ValueError):
    set_bit_range(0, 3, 2)
with pytest.raises(ValueError):
    set_bit_range(0, -1, 2)
assert set_bit_range(1, 1, 1) == 3

# --- implementation 2: set each position of the range in a loop ---
def set_bit_range(n, low, high):
    if low < 0 or high < low:
        raise ValueError("bad range")
    for pos in range(low, high + 1):
        n |= 1 << pos
    return n

# --- implementation 3: the span mask as a difference of two powers of two ---
def set_bit_range(n, low, high):
    if not 0 <= low <= high:
        raise ValueError("invalid bit range")
    span = (1 << (high + 1)) - (1 << low)
    return n | span

# --- implementation 4: the mask spelled as a binary string of ones followed by low zeros ---
def set_bit_range(n, low, high):
    if low < 0 or low > high:
        raise ValueError("require 0 <= low <= high")
    mask = int("1" * (high - low + 1) + "0" * low, 2)
    return n | mask

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(0, 255), rng.randint(-4, -1), rng.randint(0, 5))
    if r < 0.12:
        low = rng.randint(1, 8)
        return (rng.randint(0, 255), low, low - rng.randint(1, 3))
    n = rng.choice([0, 1, 255, rng.randint(0, 4095), rng.randint(-300, -1)])
    low = rng.randint(0, 12)
    return (n, low, low + rng.choice([0, 0, 1, rng.randint(0, 10)]))
