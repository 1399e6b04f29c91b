# domain: math_numerical
# function: multiplicative_persistence
# query: Return the multiplicative persistence of a non-negative integer n: how many times you must
#   multiply its digits together before reaching a single digit (39 -> 27 -> 14 -> 4 gives 3).
#   Raise ValueError for a negative n.

def multiplicative_persistence(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    steps = 0
    while n >= 10:
        product = 1
        while n > 0:
            product *= n % 10
            n //= 10
        n = product
        steps += 1
    return steps

# --- tests ---
import pytest

assert multiplicative_persistence(0) == 0
assert multiplicative_persistence(9) == 0
assert multiplicative_persistence(10) == 1
assert multiplicative_persistence(39) == 3
assert multiplicative_persistence(999) == 4
assert multiplicative_persistence(25) == 2
assert multiplicative_persistence(277777788888899) == 11
with pytest.raises(ValueError):
    multiplicative_persistence(-1)
