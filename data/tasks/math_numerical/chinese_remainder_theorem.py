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
