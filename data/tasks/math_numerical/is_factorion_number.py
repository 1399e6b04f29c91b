# domain: math_numerical
# function: is_factorion_number
# query: Return True if a positive integer equals the sum of the factorials of its decimal digits
#   (a factorion such as 1, 2, 145, 40585), False otherwise. Raise ValueError if n is not
#   positive.

import math

def is_factorion_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    total = 0
    remaining = n
    while remaining > 0:
        total += math.factorial(remaining % 10)
        remaining //= 10
    return total == n

# --- tests ---
import pytest

assert is_factorion_number(1) is True
assert is_factorion_number(2) is True
assert is_factorion_number(3) is False
assert is_factorion_number(145) is True
assert is_factorion_number(40585) is True
assert is_factorion_number(146) is False
assert is_factorion_number(10) is False
with pytest.raises(ValueError):
    is_factorion_number(0)
