# domain: math_numerical
# function: reduce_fraction_lowest_terms
# query: Reduce the fraction numerator/denominator to lowest terms and return (num, den) with a
#   positive denominator (the sign moves to the numerator; 0/x becomes (0, 1)). Raise
#   ZeroDivisionError if the denominator is 0.

import math

def reduce_fraction_lowest_terms(numerator, denominator):
    if denominator == 0:
        raise ZeroDivisionError("denominator must not be zero")
    if denominator < 0:
        numerator, denominator = -numerator, -denominator
    common = math.gcd(numerator, denominator)
    return (numerator // common, denominator // common)

# --- tests ---
import pytest

assert reduce_fraction_lowest_terms(2, 4) == (1, 2)
assert reduce_fraction_lowest_terms(3, 7) == (3, 7)
assert reduce_fraction_lowest_terms(0, 5) == (0, 1)
assert reduce_fraction_lowest_terms(6, -9) == (-2, 3)
assert reduce_fraction_lowest_terms(-6, -9) == (2, 3)
assert reduce_fraction_lowest_terms(10, 1) == (10, 1)
assert reduce_fraction_lowest_terms(5, -1) == (-5, 1)
with pytest.raises(ZeroDivisionError):
    reduce_fraction_lowest_terms(1, 0)
