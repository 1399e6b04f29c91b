# domain: bit_manipulation
# function: integer_bit_parity
# query: Return the parity of a non-negative integer n: 1 if it has an odd number of set bits and 0
#   if the count is even (0 has parity 0). Raise ValueError for a negative n.

def integer_bit_parity(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    parity = 0
    while n > 0:
        parity ^= n & 1
        n >>= 1
    return parity

# --- tests ---
import pytest

assert integer_bit_parity(0) == 0
assert integer_bit_parity(1) == 1
assert integer_bit_parity(2) == 1
assert integer_bit_parity(3) == 0
assert integer_bit_parity(7) == 1
assert integer_bit_parity(0b10110110) == 1
assert integer_bit_parity((1 << 40) | 1) == 0
with pytest.raises(ValueError):
    integer_bit_parity(-1)

# --- implementation 2: count '1' characters of bin(n), keep the lowest bit of the count ---
def integer_bit_parity(n):
    if n < 0:
        raise ValueError("negative input")
    ones = bin(n).count("1")
    return ones & 1

# --- implementation 3: flip a flag each time the lowest set bit is cleared ---
def integer_bit_parity(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    odd = False
    while n:
        n &= n - 1
        odd = not odd
    return int(odd)

# --- implementation 4: functools.reduce with XOR over the binary digits ---
from functools import reduce
from operator import xor


def integer_bit_parity(n):
    if n < 0:
        raise ValueError("negative n")
    digits = map(int, bin(n)[2:])
    return reduce(xor, digits)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-40, -1),)
    if r < 0.3:
        k = rng.randint(0, 60)
        return (rng.choice([0, 1 << k, (1 << k) - 1, (1 << k) | 1]),)
    return (rng.randint(0, 1 << rng.randint(1, 60)),)
