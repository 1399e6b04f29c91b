# domain: math_numerical
# function: count_primes_in_interval
# query: Count the primes p with low <= p <= high (both bounds inclusive); an empty interval
#   (low > high) gives 0.

def count_primes_in_interval(low, high):
    count = 0
    for n in range(max(low, 2), high + 1):
        is_prime = True
        d = 2
        while d * d <= n:
            if n % d == 0:
                is_prime = False
                break
            d += 1
        if is_prime:
            count += 1
    return count

# --- tests ---
import pytest

assert count_primes_in_interval(0, 1) == 0
assert count_primes_in_interval(2, 2) == 1
assert count_primes_in_interval(-10, 3) == 2
assert count_primes_in_interval(1, 10) == 4
assert count_primes_in_interval(10, 20) == 4
assert count_primes_in_interval(11, 13) == 2
assert count_primes_in_interval(20, 10) == 0
assert count_primes_in_interval(24, 28) == 0
assert count_primes_in_interval(1, 100) == 25
