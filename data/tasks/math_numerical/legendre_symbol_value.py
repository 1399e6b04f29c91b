# domain: math_numerical
# function: legendre_symbol_value
# query: Compute the Legendre symbol (a/p) for an integer a and an odd prime p: 0 if p divides a,
#   1 if a is a nonzero quadratic residue mod p, and -1 otherwise. Raise ValueError when p is not
#   an odd prime.

def legendre_symbol_value(a, p):
    if p < 3 or p % 2 == 0:
        raise ValueError("p must be an odd prime")
    d = 3
    while d * d <= p:
        if p % d == 0:
            raise ValueError("p must be an odd prime")
        d += 2
    residue = pow(a % p, (p - 1) // 2, p)
    if residue == 0:
        return 0
    if residue == 1:
        return 1
    return -1

# --- tests ---
import pytest

assert legendre_symbol_value(2, 7) == 1
assert legendre_symbol_value(3, 7) == -1
assert legendre_symbol_value(14, 7) == 0
assert legendre_symbol_value(-1, 13) == 1
assert legendre_symbol_value(-1, 11) == -1
assert legendre_symbol_value(5, 3) == -1
with pytest.raises(ValueError):
    legendre_symbol_value(2, 9)
with pytest.raises(ValueError):
    legendre_symbol_value(3, 25)
with pytest.raises(ValueError):
    legendre_symbol_value(1, 10)
with pytest.raises(ValueError):
    legendre_symbol_value(1, 2)
