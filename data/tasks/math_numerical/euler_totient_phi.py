# domain: math_numerical
# function: euler_totient_phi
# query: Compute Euler's totient phi(n): how many integers in 1..n are coprime to n (phi(1) is 1).
#   Raise ValueError if n is not positive.

def euler_totient_phi(n):
    if n <= 0:
        raise ValueError("n must be positive")
    result = n
    p = 2
    while p * p <= n:
        if n % p == 0:
            while n % p == 0:
                n //= p
            result -= result // p
        p += 1
    if n > 1:
        result -= result // n
    return result

# --- tests ---
import pytest

assert euler_totient_phi(1) == 1
assert euler_totient_phi(2) == 1
assert euler_totient_phi(4) == 2
assert euler_totient_phi(9) == 6
assert euler_totient_phi(10) == 4
assert euler_totient_phi(36) == 12
assert euler_totient_phi(97) == 96
with pytest.raises(ValueError):
    euler_totient_phi(0)
assert euler_totient_phi(35) == 24
