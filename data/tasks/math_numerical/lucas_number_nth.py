# domain: math_numerical
# function: lucas_number_nth
# query: Return the n-th Lucas number, where L(0) = 2, L(1) = 1 and L(n) = L(n-1) + L(n-2).
#   Raise ValueError for negative n.

def lucas_number_nth(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    a, b = 2, 1
    for _ in range(n):
        a, b = b, a + b
    return a

# --- tests ---
import pytest

assert lucas_number_nth(0) == 2
assert lucas_number_nth(1) == 1
assert lucas_number_nth(2) == 3
assert lucas_number_nth(3) == 4
assert lucas_number_nth(5) == 11
assert lucas_number_nth(10) == 123
assert lucas_number_nth(30) == 1860498
with pytest.raises(ValueError):
    lucas_number_nth(-1)
