# domain: math_numerical
# function: multiplicative_order_modulo
# query: Given a and n, return the multiplicative order of a modulo n, the smallest k >= 1 with a**k
#   congruent to 1 mod n (a may be negative). Raise ValueError when n < 2 or when a and n are
#   not coprime.

import math

def multiplicative_order_modulo(a, n):
    if n < 2:
        raise ValueError("modulus must be at least 2")
    if math.gcd(a, n) != 1:
        raise ValueError("a must be coprime to n")
    value = a % n
    order = 1
    while value != 1:
        value = value * a % n
        order += 1
    return order

# --- tests ---
import pytest

assert multiplicative_order_modulo(2, 7) == 3
assert multiplicative_order_modulo(3, 7) == 6
assert multiplicative_order_modulo(10, 101) == 4
assert multiplicative_order_modulo(1, 5) == 1
assert multiplicative_order_modulo(-1, 5) == 2
assert multiplicative_order_modulo(3, 2) == 1
assert multiplicative_order_modulo(7, 20) == 4
with pytest.raises(ValueError):
    multiplicative_order_modulo(6, 9)
with pytest.raises(ValueError):
    multiplicative_order_modulo(3, 1)
