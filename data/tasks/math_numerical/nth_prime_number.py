# domain: math_numerical
# function: nth_prime_number
# query: Return the n-th prime number counting from 1 (n = 1 -> 2, n = 2 -> 3, n = 6 -> 13).
#   Raise ValueError if n is less than 1.

def nth_prime_number(n):
    if n < 1:
        raise ValueError("n must be at least 1")
    primes = []
    candidate = 2
    while len(primes) < n:
        if all(candidate % p != 0 for p in primes if p * p <= candidate):
            primes.append(candidate)
        candidate += 1
    return primes[-1]

# --- tests ---
import pytest

assert nth_prime_number(1) == 2
assert nth_prime_number(2) == 3
assert nth_prime_number(3) == 5
assert nth_prime_number(4) == 7
assert nth_prime_number(6) == 13
assert nth_prime_number(10) == 29
assert nth_prime_number(100) == 541
with pytest.raises(ValueError):
    nth_prime_number(0)
