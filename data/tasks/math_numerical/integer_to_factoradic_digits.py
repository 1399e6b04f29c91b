# domain: math_numerical
# function: integer_to_factoradic_digits
# query: Convert a non-negative integer n to the factorial number system (factoradic) and return its
#   digits most significant first, where the last digit is the 0! place and always 0; 0 gives
#   [0] and 463 gives [3, 4, 1, 0, 1, 0]. Raise ValueError for a negative n.

def integer_to_factoradic_digits(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    digits = [0]
    radix = 2
    while n > 0:
        digits.append(n % radix)
        n //= radix
        radix += 1
    digits.reverse()
    return digits

# --- tests ---
import pytest

assert integer_to_factoradic_digits(0) == [0]
assert integer_to_factoradic_digits(1) == [1, 0]
assert integer_to_factoradic_digits(2) == [1, 0, 0]
assert integer_to_factoradic_digits(5) == [2, 1, 0]
assert integer_to_factoradic_digits(23) == [3, 2, 1, 0]
assert integer_to_factoradic_digits(24) == [1, 0, 0, 0, 0]
assert integer_to_factoradic_digits(463) == [3, 4, 1, 0, 1, 0]
assert integer_to_factoradic_digits(719) == [5, 4, 3, 2, 1, 0]
with pytest.raises(ValueError):
    integer_to_factoradic_digits(-1)
