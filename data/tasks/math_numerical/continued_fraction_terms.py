# domain: math_numerical
# function: continued_fraction_terms
# query: Expand the rational number numerator/denominator into its simple continued fraction
#   terms [a0; a1, a2, ...] (e.g. 415/93 -> [4, 2, 6, 7]), floor-based so negatives work. Raise
#   ZeroDivisionError if the denominator is 0.

def continued_fraction_terms(numerator, denominator):
    if denominator == 0:
        raise ZeroDivisionError("denominator must not be zero")
    terms = []
    while denominator != 0:
        whole = numerator // denominator
        terms.append(whole)
        numerator, denominator = denominator, numerator - whole * denominator
    return terms

# --- tests ---
import pytest

assert continued_fraction_terms(415, 93) == [4, 2, 6, 7]
assert continued_fraction_terms(3, 1) == [3]
assert continued_fraction_terms(0, 5) == [0]
assert continued_fraction_terms(1, 2) == [0, 2]
assert continued_fraction_terms(-7, 3) == [-3, 1, 2]
assert continued_fraction_terms(13, 8) == [1, 1, 1, 1, 2]
assert continued_fraction_terms(10, 4) == [2, 2]
with pytest.raises(ZeroDivisionError):
    continued_fraction_terms(1, 0)
