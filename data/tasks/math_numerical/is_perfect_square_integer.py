# domain: math_numerical
# function: is_perfect_square_integer
# query: Return True if an integer n is a perfect square (0, 1, 4, 9, ...), exactly even for very
#   large integers, and False otherwise; negative numbers are never perfect squares.

import math

def is_perfect_square_integer(n):
    if n < 0:
        return False
    root = math.isqrt(n)
    return root * root == n

# --- tests ---
import pytest

assert is_perfect_square_integer(0) is True
assert is_perfect_square_integer(1) is True
assert is_perfect_square_integer(2) is False
assert is_perfect_square_integer(16) is True
assert is_perfect_square_integer(15) is False
assert is_perfect_square_integer(-4) is False
assert is_perfect_square_integer(-1) is False
assert is_perfect_square_integer(10 ** 30) is True
assert is_perfect_square_integer(10 ** 30 + 1) is False
