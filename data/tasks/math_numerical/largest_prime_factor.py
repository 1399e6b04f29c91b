# domain: math_numerical
# function: largest_prime_factor
# query: Return the largest prime factor of an integer n >= 2 (a prime returns itself, 13195 ->
#   29). Raise ValueError for n < 2.

def largest_prime_factor(n):
    if n < 2:
        raise ValueError("n must be at least 2")
    largest = 1
    divisor = 2
    while divisor * divisor <= n:
        while n % divisor == 0:
            largest = divisor
            n //= divisor
        divisor += 1
    if n > 1:
        largest = n
    return largest

# --- tests ---
import pytest

assert largest_prime_factor(2) == 2
assert largest_prime_factor(4) == 2
assert largest_prime_factor(9) == 3
assert largest_prime_factor(12) == 3
assert largest_prime_factor(13195) == 29
assert largest_prime_factor(97) == 97
assert largest_prime_factor(600851475143) == 6857
with pytest.raises(ValueError):
    largest_prime_factor(1)
