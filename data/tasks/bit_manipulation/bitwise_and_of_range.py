# domain: bit_manipulation
# function: bitwise_and_of_range
# query: Return the bitwise AND of all integers from low to high inclusive (0 <= low <= high),
#   computed from their common binary prefix. Raise ValueError if low is negative or low > high.

def bitwise_and_of_range(low, high):
    if low < 0 or low > high:
        raise ValueError("require 0 <= low <= high")
    shift = 0
    while low != high:
        low >>= 1
        high >>= 1
        shift += 1
    return low << shift

# --- tests ---
import pytest

assert bitwise_and_of_range(5, 7) == 4
assert bitwise_and_of_range(0, 0) == 0
assert bitwise_and_of_range(6, 6) == 6
assert bitwise_and_of_range(1, 2) == 0
assert bitwise_and_of_range(12, 15) == 12
assert bitwise_and_of_range(8, 16) == 0
assert bitwise_and_of_range(26, 30) == 24
with pytest.raises(ValueError):
    bitwise_and_of_range(5, 4)
with pytest.raises(ValueError):
    bitwise_and_of_range(-1, 4)

# --- implementation 2: clear the lowest set bit of high while it stays above low ---
def bitwise_and_of_range(low, high):
    if low < 0 or high < low:
        raise ValueError("need 0 <= low <= high")
    while high > low:
        high &= high - 1
    return high

# --- implementation 3: mask off every bit below the highest bit where low and high differ ---
def bitwise_and_of_range(low, high):
    if not 0 <= low <= high:
        raise ValueError("invalid range")
    differing = (low ^ high).bit_length()
    mask = ~((1 << differing) - 1)
    return low & mask

# --- implementation 4: AND every number of the range together with functools.reduce ---
from functools import reduce
from operator import and_


def bitwise_and_of_range(low, high):
    if low < 0 or low > high:
        raise ValueError("range must satisfy 0 <= low <= high")
    numbers = range(low, high + 1)
    return reduce(and_, numbers)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-10, -1), rng.randint(0, 10))
    if r < 0.12:
        high = rng.randint(0, 50)
        return (high + rng.randint(1, 5), high)
    if r < 0.35:
        k = rng.randint(0, 10)
        return (rng.choice([(1 << k) - 1, 1 << k]), (1 << k) + rng.randint(0, 3))
    low = rng.randint(0, 300)
    return (low, low + rng.choice([0, 1, rng.randint(0, 20), rng.randint(0, 300)]))
