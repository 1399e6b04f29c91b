# domain: math_numerical
# function: harmonic_number_exact
# query: Return the n-th harmonic number 1 + 1/2 + ... + 1/n as an exact fractions.Fraction
#   (H(0) = 0). Raise ValueError for negative n.

from fractions import Fraction

def harmonic_number_exact(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    total = Fraction(0)
    for k in range(1, n + 1):
        total += Fraction(1, k)
    return total

# --- tests ---
import pytest

assert harmonic_number_exact(0) == 0
assert harmonic_number_exact(1) == 1
assert harmonic_number_exact(2) == Fraction(3, 2)
assert harmonic_number_exact(3) == Fraction(11, 6)
assert harmonic_number_exact(4) == Fraction(25, 12)
assert harmonic_number_exact(10) == Fraction(7381, 2520)
with pytest.raises(ValueError):
    harmonic_number_exact(-1)

# --- implementation 2: common denominator lcm(1..n), numerator as an integer sum ---
from fractions import Fraction
from math import lcm


def harmonic_number_exact(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    common = lcm(*range(1, n + 1)) if n else 1
    return Fraction(sum(common // k for k in range(1, n + 1)), common)

# --- implementation 3: keep a numerator/denominator pair, reduce into a Fraction at the end ---
from fractions import Fraction


def harmonic_number_exact(n):
    if n < 0:
        raise ValueError("negative n")
    num, den = 0, 1
    for k in range(1, n + 1):
        num, den = num * k + den, den * k
    return Fraction(num, den)

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, -1]) if rng.random() < 0.3 else rng.randint(-3, 40),)
