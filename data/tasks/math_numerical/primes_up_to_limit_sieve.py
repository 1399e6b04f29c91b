# domain: math_numerical
# function: primes_up_to_limit_sieve
# query: Return a sorted list of all primes less than or equal to a limit using the Sieve of
#   Eratosthenes. Limits below 2 give an empty list.

def primes_up_to_limit_sieve(limit):
    if limit < 2:
        return []
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    p = 2
    while p * p <= limit:
        if is_prime[p]:
            for multiple in range(p * p, limit + 1, p):
                is_prime[multiple] = False
        p += 1
    return [n for n in range(limit + 1) if is_prime[n]]

# --- tests ---
import pytest

assert primes_up_to_limit_sieve(1) == []
assert primes_up_to_limit_sieve(-5) == []
assert primes_up_to_limit_sieve(2) == [2]
assert primes_up_to_limit_sieve(3) == [2, 3]
assert primes_up_to_limit_sieve(4) == [2, 3]
assert primes_up_to_limit_sieve(10) == [2, 3, 5, 7]
assert primes_up_to_limit_sieve(25) == [2, 3, 5, 7, 11, 13, 17, 19, 23]
assert primes_up_to_limit_sieve(49)[-3:] == [41, 43, 47]
assert len(primes_up_to_limit_sieve(100)) == 25
