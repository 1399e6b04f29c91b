# domain: bit_manipulation
# function: largest_power_of_two_divisor
# query: Return the largest power of two that divides a non-zero integer n (its lowest set bit, e.g.
#   40 -> 8, -12 -> 4). Raise ValueError when n is 0, which every power of two divides.

def largest_power_of_two_divisor(n):
    if n == 0:
        raise ValueError("n must be non-zero")
    n = abs(n)
    power = 1
    while n % 2 == 0:
        n //= 2
        power *= 2
    return power

# --- tests ---
import pytest

assert largest_power_of_two_divisor(1) == 1
assert largest_power_of_two_divisor(2) == 2
assert largest_power_of_two_divisor(3) == 1
assert largest_power_of_two_divisor(40) == 8
assert largest_power_of_two_divisor(-12) == 4
assert largest_power_of_two_divisor(1 << 30) == 1 << 30
assert largest_power_of_two_divisor(96) == 32
with pytest.raises(ValueError):
    largest_power_of_two_divisor(0)

# --- implementation 2: the magnitude ANDed with its negation ---
def largest_power_of_two_divisor(n):
    if n == 0:
        raise ValueError("zero has no largest power-of-two divisor")
    magnitude = abs(n)
    return magnitude & -magnitude

# --- implementation 3: gcd of n with a power of two larger than |n| ---
from math import gcd


def largest_power_of_two_divisor(n):
    if n == 0:
        raise ValueError("n must be non-zero")
    bound = 1 << abs(n).bit_length()
    return gcd(n, bound)

# --- implementation 4: trailing zeros of the binary string of |n| ---
def largest_power_of_two_divisor(n):
    if n == 0:
        raise ValueError("zero is divisible by every power of two")
    digits = bin(abs(n))
    zeros = len(digits) - len(digits.rstrip("0"))
    return 1 << zeros

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (0,)
    n = rng.choice([1, 2, 3, rng.randint(1, 1000), (1 << rng.randint(0, 40)) * rng.randint(1, 9)])
    if rng.random() < 0.4:
        n = -n
    return (n,)
