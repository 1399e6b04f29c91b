# domain: math_numerical
# function: are_coprime_integers
# query: Return True if two integers a and b are coprime (their greatest common divisor is 1),
#   ignoring signs. 0 is coprime only with 1 and -1, and 0 is not coprime with 0.

def are_coprime_integers(a, b):
    a, b = abs(a), abs(b)
    while b != 0:
        a, b = b, a % b
    return a == 1

# --- tests ---
import pytest

assert are_coprime_integers(8, 15) is True
assert are_coprime_integers(8, 12) is False
assert are_coprime_integers(1, 1) is True
assert are_coprime_integers(0, 1) is True
assert are_coprime_integers(0, 0) is False
assert are_coprime_integers(0, 5) is False
assert are_coprime_integers(-9, 28) is True
assert are_coprime_integers(21, -14) is False
