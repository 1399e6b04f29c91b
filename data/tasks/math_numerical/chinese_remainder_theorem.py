# domain: math_numerical
# function: chinese_remainder_theorem
# query: Given remainders r_i and pairwise coprime positive moduli m_i, solve the system x = r_i
#   (mod m_i) and return the smallest non-negative solution x. Raise ValueError if the lists
#   differ in length, are empty, or two moduli are not coprime.

import math

def chinese_remainder_theorem(remainders, moduli):
    if len(remainders) != len(moduli) or not moduli:
        raise ValueError("need matching, non-empty lists")
    x, m = 0, 1
    for r, mod in zip(remainders, moduli):
        if math.gcd(m, mod) != 1:
            raise ValueError("moduli must be pairwise coprime")
        inverse = pow(m, -1, mod)
        t = ((r - x) * inverse) % mod
        x += m * t
        m *= mod
    return x % m

# --- tests ---
import pytest

assert chinese_remainder_theorem([2, 3, 2], [3, 5, 7]) == 23
assert chinese_remainder_theorem([1], [4]) == 1
assert chinese_remainder_theorem([5], [4]) == 1
assert chinese_remainder_theorem([0, 0], [3, 4]) == 0
assert chinese_remainder_theorem([1, 2], [2, 3]) == 5
assert chinese_remainder_theorem([3, 4], [5, 7]) == 18
with pytest.raises(ValueError):
    chinese_remainder_theorem([1, 1], [4, 6])
with pytest.raises(ValueError):
    chinese_remainder_theorem([1], [4, 5])
with pytest.raises(ValueError):
    chinese_remainder_theorem([], [])

# --- implementation 2: sum of r_i * M_i * (M_i^-1 mod m_i) over the product M ---
from itertools import combinations
from math import gcd, prod


def chinese_remainder_theorem(remainders, moduli):
    if not moduli or len(moduli) != len(remainders):
        raise ValueError("remainders and moduli must be non-empty and of equal length")
    if any(gcd(p, q) != 1 for p, q in combinations(moduli, 2)):
        raise ValueError("moduli are not pairwise coprime")
    total = prod(moduli)
    x = 0
    for r, mod in zip(remainders, moduli):
        partial = total // mod
        x += r * partial * pow(partial, -1, mod)
    return x % total

# --- implementation 3: sieve - step the candidate by the running modulus until it fits ---
from math import gcd


def chinese_remainder_theorem(remainders, moduli):
    if len(remainders) != len(moduli) or len(moduli) == 0:
        raise ValueError("bad input lists")
    x, step = 0, 1
    for r, mod in zip(remainders, moduli):
        if gcd(step, mod) > 1:
            raise ValueError("moduli must be coprime")
        while (x - r) % mod:
            x += step
        step *= mod
    return x

# --- inputs ---
from math import gcd


def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return ([], [])
    if r < 0.15:
        return ([rng.randint(0, 5)], [rng.randint(2, 7), rng.randint(2, 7)])
    pool = [1, 2, 3, 5, 7, 11, 13, 4, 9, 8, 25]
    k = rng.randint(1, 4)
    moduli = []
    for _ in range(k):
        moduli.append(rng.choice(pool))
    if rng.random() < 0.6:
        moduli = [m for i, m in enumerate(moduli) if all(gcd(m, q) == 1 for q in moduli[:i])] or [rng.choice(pool)]
    remainders = [rng.randint(-3, 30) for _ in moduli]
    return (remainders, moduli)
