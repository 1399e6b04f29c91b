# domain: math_numerical
# function: tribonacci_number_nth
# query: Return the n-th Tribonacci number with T(0) = 0, T(1) = 0, T(2) = 1 and each later term
#   the sum of the previous three. Raise ValueError for negative n.

def tribonacci_number_nth(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    a, b, c = 0, 0, 1
    for _ in range(n):
        a, b, c = b, c, a + b + c
    return a

# --- tests ---
import pytest

assert tribonacci_number_nth(0) == 0
assert tribonacci_number_nth(1) == 0
assert tribonacci_number_nth(2) == 1
assert tribonacci_number_nth(3) == 1
assert tribonacci_number_nth(4) == 2
assert tribonacci_number_nth(7) == 13
assert tribonacci_number_nth(20) == 35890
with pytest.raises(ValueError):
    tribonacci_number_nth(-1)
