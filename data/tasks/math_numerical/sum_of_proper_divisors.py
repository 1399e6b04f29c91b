# domain: math_numerical
# function: sum_of_proper_divisors
# query: Return the sum of the proper divisors of a positive integer n (all divisors except n
#   itself), so 1 gives 0 and 12 gives 16. Raise ValueError if n is not positive.

def sum_of_proper_divisors(n):
    if n <= 0:
        raise ValueError("n must be positive")
    if n == 1:
        return 0
    total = 1
    d = 2
    while d * d <= n:
        if n % d == 0:
            total += d
            partner = n // d
            if partner != d:
                total += partner
        d += 1
    return total

# --- tests ---
import pytest

assert sum_of_proper_divisors(1) == 0
assert sum_of_proper_divisors(2) == 1
assert sum_of_proper_divisors(4) == 3
assert sum_of_proper_divisors(12) == 16
assert sum_of_proper_divisors(28) == 28
assert sum_of_proper_divisors(9) == 4
assert sum_of_proper_divisors(220) == 284
with pytest.raises(ValueError):
    sum_of_proper_divisors(0)
assert sum_of_proper_divisors(6) == 6
