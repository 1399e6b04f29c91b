# domain: math_numerical
# function: is_perfect_number
# query: Return True if a positive integer is perfect, i.e. equal to the sum of its proper
#   divisors (6, 28, 496, 8128); 1 is not perfect. Raise ValueError if n is not positive.

def is_perfect_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    if n == 1:
        return False
    total = 1
    d = 2
    while d * d <= n:
        if n % d == 0:
            total += d
            if d != n // d:
                total += n // d
        d += 1
    return total == n

# --- tests ---
import pytest

assert is_perfect_number(1) is False
assert is_perfect_number(6) is True
assert is_perfect_number(28) is True
assert is_perfect_number(496) is True
assert is_perfect_number(8128) is True
assert is_perfect_number(12) is False
assert is_perfect_number(4) is False
assert is_perfect_number(27) is False
with pytest.raises(ValueError):
    is_perfect_number(0)
