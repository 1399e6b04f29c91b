# domain: math_numerical
# function: factorial_trailing_zero_count
# query: Count the trailing zeros in the decimal representation of n! without computing the
#   factorial (count the factors of 5). Raise ValueError for negative n.

def factorial_trailing_zero_count(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    count = 0
    power = 5
    while power <= n:
        count += n // power
        power *= 5
    return count

# --- tests ---
import pytest

assert factorial_trailing_zero_count(0) == 0
assert factorial_trailing_zero_count(4) == 0
assert factorial_trailing_zero_count(5) == 1
assert factorial_trailing_zero_count(10) == 2
assert factorial_trailing_zero_count(24) == 4
assert factorial_trailing_zero_count(25) == 6
assert factorial_trailing_zero_count(100) == 24
assert factorial_trailing_zero_count(125) == 31
with pytest.raises(ValueError):
    factorial_trailing_zero_count(-1)
