# domain: math_numerical
# function: binomial_coefficient_choose
# query: Compute "n choose k", the number of ways to pick k items from n, using exact integer
#   arithmetic. Return 0 when k < 0 or k > n; raise ValueError when n is negative.

def binomial_coefficient_choose(n, k):
    if n < 0:
        raise ValueError("n must be non-negative")
    if k < 0 or k > n:
        return 0
    k = min(k, n - k)
    result = 1
    for i in range(1, k + 1):
        result = result * (n - k + i) // i
    return result

# --- tests ---
import pytest

assert binomial_coefficient_choose(0, 0) == 1
assert binomial_coefficient_choose(5, 0) == 1
assert binomial_coefficient_choose(5, 5) == 1
assert binomial_coefficient_choose(5, 2) == 10
assert binomial_coefficient_choose(10, 7) == 120
assert binomial_coefficient_choose(5, 6) == 0
assert binomial_coefficient_choose(5, -1) == 0
assert binomial_coefficient_choose(52, 5) == 2598960
with pytest.raises(ValueError):
    binomial_coefficient_choose(-1, 0)
