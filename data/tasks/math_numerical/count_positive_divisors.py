# domain: math_numerical
# function: count_positive_divisors
# query: Count how many positive integers divide a positive integer n exactly (1 has one divisor,
#   a prime has two). Raise ValueError if n is not positive.

def count_positive_divisors(n):
    if n <= 0:
        raise ValueError("n must be positive")
    count = 0
    d = 1
    while d * d <= n:
        if n % d == 0:
            count += 2
            if d * d == n:
                count -= 1
        d += 1
    return count

# --- tests ---
import pytest

assert count_positive_divisors(1) == 1
assert count_positive_divisors(2) == 2
assert count_positive_divisors(4) == 3
assert count_positive_divisors(12) == 6
assert count_positive_divisors(36) == 9
assert count_positive_divisors(97) == 2
assert count_positive_divisors(100) == 9
with pytest.raises(ValueError):
    count_positive_divisors(0)
assert count_positive_divisors(6) == 4
