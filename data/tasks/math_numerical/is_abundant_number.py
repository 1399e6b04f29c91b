# domain: math_numerical
# function: is_abundant_number
# query: Return True if a positive integer is abundant, i.e. the sum of its proper divisors is
#   strictly greater than the number (12 is the smallest); perfect numbers such as 6 are not
#   abundant. Raise ValueError if n is not positive.

def is_abundant_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    total = 0
    for d in range(1, n // 2 + 1):
        if n % d == 0:
            total += d
    return total > n

# --- tests ---
import pytest

assert is_abundant_number(1) is False
assert is_abundant_number(6) is False
assert is_abundant_number(12) is True
assert is_abundant_number(18) is True
assert is_abundant_number(20) is True
assert is_abundant_number(28) is False
assert is_abundant_number(945) is True
assert is_abundant_number(16) is False
with pytest.raises(ValueError):
    is_abundant_number(0)
