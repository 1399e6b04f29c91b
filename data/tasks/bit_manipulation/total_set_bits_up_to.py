# domain: bit_manipulation
# function: total_set_bits_up_to
# query: Count the total number of 1 bits in the binary representations of all integers from 0 to n
#   inclusive. Raise ValueError for negative n.

def total_set_bits_up_to(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    total = 0
    bit = 0
    while (1 << bit) <= n:
        cycle = 1 << (bit + 1)
        full_cycles = (n + 1) // cycle
        total += full_cycles * (cycle // 2)
        remainder = (n + 1) % cycle
        total += max(0, remainder - cycle // 2)
        bit += 1
    return total

# --- tests ---
import pytest

assert total_set_bits_up_to(0) == 0
assert total_set_bits_up_to(1) == 1
assert total_set_bits_up_to(2) == 2
assert total_set_bits_up_to(3) == 4
assert total_set_bits_up_to(7) == 12
assert total_set_bits_up_to(8) == 13
assert total_set_bits_up_to(17) == 35
assert total_set_bits_up_to(100) == 319
with pytest.raises(ValueError):
    total_set_bits_up_to(-1)

# --- implementation 2: add up the popcount of every number from 1 to n ---
def total_set_bits_up_to(n):
    if n < 0:
        raise ValueError("negative n")
    total = 0
    for k in range(1, n + 1):
        total += bin(k).count("1")
    return total

# --- implementation 3: recursion on the highest power of two not above n ---
def total_set_bits_up_to(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if n == 0:
        return 0
    b = n.bit_length() - 1
    top = 1 << b
    return b * (top >> 1) + (n - top + 1) + total_set_bits_up_to(n - top)

# --- implementation 4: split 0..n into evens and odds; recurse on the halves with a cache ---
from functools import lru_cache


@lru_cache(maxsize=None)
def _ones_through(n):
    if n <= 0:
        return 0
    return _ones_through(n // 2) + _ones_through((n - 1) // 2) + (n + 1) // 2


def total_set_bits_up_to(n):
    if n < 0:
        raise ValueError("n must not be negative")
    return _ones_through(n)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-20, -1),)
    if r < 0.4:
        k = rng.randint(0, 12)
        return (max(0, (1 << k) + rng.choice([-1, 0, 1])),)
    return (rng.randint(0, 3000),)
