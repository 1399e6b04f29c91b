# domain: math_numerical
# function: integer_log_floor
# query: Return floor(log_base(n)) exactly for a positive integer n and an integer base >= 2, i.e.
#   the largest k with base**k <= n (1 -> 0, 1000 in base 10 -> 3, 999 -> 2). Raise ValueError for
#   n < 1 or base < 2.

def integer_log_floor(n, base):
    if n < 1 or base < 2:
        raise ValueError("need n >= 1 and base >= 2")
    exponent = 0
    power = base
    while power <= n:
        power *= base
        exponent += 1
    return exponent

# --- tests ---
import pytest

assert integer_log_floor(1, 10) == 0
assert integer_log_floor(9, 10) == 0
assert integer_log_floor(10, 10) == 1
assert integer_log_floor(999, 10) == 2
assert integer_log_floor(1000, 10) == 3
assert integer_log_floor(8, 2) == 3
assert integer_log_floor(7, 2) == 2
with pytest.raises(ValueError):
    integer_log_floor(0, 10)
with pytest.raises(ValueError):
    integer_log_floor(5, 1)
