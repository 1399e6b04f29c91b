# domain: math_numerical
# function: goldbach_partition_pair
# query: For an even integer n greater than 2, return a tuple (p, q) of primes with p + q == n
#   and p <= q, choosing the pair with the smallest p. Raise ValueError when n is odd or less
#   than 4.

def goldbach_partition_pair(n):
    if n < 4 or n % 2 != 0:
        raise ValueError("n must be an even integer greater than 2")

    def is_prime(k):
        d = 2
        while d * d <= k:
            if k % d == 0:
                return False
            d += 1
        return True

    p = 2
    while p <= n - p:
        if is_prime(p) and is_prime(n - p):
            return (p, n - p)
        p += 1

# --- tests ---
import pytest

assert goldbach_partition_pair(4) == (2, 2)
assert goldbach_partition_pair(6) == (3, 3)
assert goldbach_partition_pair(12) == (5, 7)
assert goldbach_partition_pair(28) == (5, 23)
assert goldbach_partition_pair(98) == (19, 79)
assert goldbach_partition_pair(100) == (3, 97)
assert goldbach_partition_pair(128) == (19, 109)
with pytest.raises(ValueError):
    goldbach_partition_pair(9)
with pytest.raises(ValueError):
    goldbach_partition_pair(2)
