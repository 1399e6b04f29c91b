# domain: math_numerical
# function: catalan_number_nth
# query: Return the n-th Catalan number (1, 1, 2, 5, 14, 42, ... for n = 0, 1, 2, ...), e.g. the
#   number of balanced parenthesis strings with n pairs. Raise ValueError for negative n.

def catalan_number_nth(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    catalan = 1
    for i in range(n):
        catalan = catalan * 2 * (2 * i + 1) // (i + 2)
    return catalan

# --- tests ---
import pytest

assert catalan_number_nth(0) == 1
assert catalan_number_nth(1) == 1
assert catalan_number_nth(2) == 2
assert catalan_number_nth(3) == 5
assert catalan_number_nth(4) == 14
assert catalan_number_nth(5) == 42
assert catalan_number_nth(10) == 16796
with pytest.raises(ValueError):
    catalan_number_nth(-1)
