# domain: math_numerical
# function: modular_exponentiation
# query: Compute (base ** exponent) % modulus by square-and-multiply without building the huge
#   power. Any value mod 1 is 0. Raise ValueError for a negative exponent or a modulus below 1.

def modular_exponentiation(base, exponent, modulus):
    if exponent < 0 or modulus < 1:
        raise ValueError("invalid exponent or modulus")
    result = 1 % modulus
    base %= modulus
    while exponent > 0:
        if exponent & 1:
            result = result * base % modulus
        base = base * base % modulus
        exponent >>= 1
    return result

# --- tests ---
import pytest

assert modular_exponentiation(2, 10, 1000) == 24
assert modular_exponentiation(3, 0, 7) == 1
assert modular_exponentiation(3, 0, 1) == 0
assert modular_exponentiation(5, 1, 7) == 5
assert modular_exponentiation(-2, 3, 5) == 2
assert modular_exponentiation(7, 13, 11) == 2
assert modular_exponentiation(10, 9, 6) == 4
with pytest.raises(ValueError):
    modular_exponentiation(2, -1, 5)
with pytest.raises(ValueError):
    modular_exponentiation(2, 3, 0)
