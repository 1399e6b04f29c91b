# domain: bit_manipulation
# function: clear_bit_range
# query: Clear (set to 0) every bit of n from position low to position high inclusive, with bit 0
#   least significant, keeping all other bits. Raise ValueError if low is negative or low > high.

def clear_bit_range(n, low, high):
    if low < 0 or low > high:
        raise ValueError("invalid bit range")
    width = high - low + 1
    mask = ((1 << width) - 1) << low
    return n & ~mask

# --- tests ---
import pytest

assert clear_bit_range(255, 0, 0) == 254
assert clear_bit_range(255, 0, 3) == 240
assert clear_bit_range(255, 2, 4) == 0b11100011
assert clear_bit_range(0b101010, 1, 3) == 0b100000
assert clear_bit_range(0, 1, 2) == 0
assert clear_bit_range(63, 5, 5) == 31
with pytest.raises(ValueError):
    clear_bit_range(7, 3, 2)
with pytest.raises(ValueError):
    clear_bit_range(7, -1, 2)
assert clear_bit_range(7, 1, 1) == 5

# --- implementation 2: clear each position of the range in a loop ---
def clear_bit_range(n, low, high):
    if low < 0 or high < low:
        raise ValueError("bad range")
    for pos in range(low, high + 1):
        n &= ~(1 << pos)
    return n

# --- implementation 3: keep the bits below low and the bits above high ---
def clear_bit_range(n, low, high):
    if not 0 <= low <= high:
        raise ValueError("invalid bit range")
    below = n & ((1 << low) - 1)
    above = (n >> (high + 1)) << (high + 1)
    return above | below

# --- implementation 4: the mask spelled as a binary string, inverted and ANDed ---
def clear_bit_range(n, low, high):
    if low < 0 or low > high:
        raise ValueError("require 0 <= low <= high")
    mask = int("1" * (high - low + 1) + "0" * low, 2)
    return n & ~mask

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(0, 255), rng.randint(-4, -1), rng.randint(0, 5))
    if r < 0.12:
        low = rng.randint(1, 8)
        return (rng.randint(0, 255), low, low - rng.randint(1, 3))
    n = rng.choice([0, 255, (1 << 20) - 1, rng.randint(0, 4095), rng.randint(-300, -1)])
    low = rng.randint(0, 12)
    return (n, low, low + rng.choice([0, 0, 1, rng.randint(0, 10)]))
