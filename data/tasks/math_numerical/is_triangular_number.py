# domain: math_numerical
# function: is_triangular_number
# query: Check whether an integer n is a triangular number, i.e. equal to 1 + 2 + ... + k for some k
#   >= 0 (0, 1, 3, 6, 10, ...). Negative numbers are not triangular.

import math

def is_triangular_number(n):
    if n < 0:
        return False
    discriminant = 8 * n + 1
    root = math.isqrt(discriminant)
    return root * root == discriminant

# --- tests ---
import pytest

assert is_triangular_number(0) is True
assert is_triangular_number(1) is True
assert is_triangular_number(2) is False
assert is_triangular_number(3) is True
assert is_triangular_number(6) is True
assert is_triangular_number(9) is False
assert is_triangular_number(5050) is True
assert is_triangular_number(-1) is False
assert is_triangular_number(-3) is False
