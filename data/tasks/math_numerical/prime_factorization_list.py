# domain: math_numerical
# function: prime_factorization_list
# query: Return the prime factors of an integer n >= 2 in non-decreasing order, with repetition
#   (e.g. 12 -> [2, 2, 3]). Raise ValueError for n < 2.

def prime_factorization_list(n):
    if n < 2:
        raise ValueError("n must be at least 2")
    factors = []
    divisor = 2
    while divisor * divisor <= n:
        while n % divisor == 0:
            factors.append(divisor)
            n //= divisor
        divisor += 1
    if n > 1:
        factors.append(n)
    return factors

# --- tests ---
import pytest

assert prime_factorization_list(2) == [2]
assert prime_factorization_list(4) == [2, 2]
assert prime_factorization_list(12) == [2, 2, 3]
assert prime_factorization_list(97) == [97]
assert prime_factorization_list(360) == [2, 2, 2, 3, 3, 5]
assert prime_factorization_list(49) == [7, 7]
assert prime_factorization_list(30) == [2, 3, 5]
with pytest.raises(ValueError):
    prime_factorization_list(1)
assert prime_factorization_list(9) == [3, 3]
