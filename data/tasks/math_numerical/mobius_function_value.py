# domain: math_numerical
# function: mobius_function_value
# query: Evaluate the Moebius function mu(n) for a positive integer: 0 if n has a squared prime
#   factor, otherwise (-1)**k where k is the number of distinct prime factors (mu(1) = 1). Raise
#   ValueError if n is not positive.

def mobius_function_value(n):
    if n <= 0:
        raise ValueError("n must be positive")
    result = 1
    p = 2
    while p * p <= n:
        if n % p == 0:
            n //= p
            if n % p == 0:
                return 0
            result = -result
        p += 1
    if n > 1:
        result = -result
    return result

# --- tests ---
import pytest

assert mobius_function_value(1) == 1
assert mobius_function_value(2) == -1
assert mobius_function_value(4) == 0
assert mobius_function_value(6) == 1
assert mobius_function_value(30) == -1
assert mobius_function_value(12) == 0
assert mobius_function_value(9) == 0
assert mobius_function_value(35) == 1
with pytest.raises(ValueError):
    mobius_function_value(0)
