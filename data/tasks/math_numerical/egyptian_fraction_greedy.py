# domain: math_numerical
# function: egyptian_fraction_greedy
# query: Expand a proper fraction numerator/denominator (both positive, value below 1) into a sum of
#   distinct unit fractions, each time taking the largest unit fraction that does not exceed
#   what remains (Fibonacci-Sylvester expansion), and return the list of unit-fraction
#   denominators in increasing order. Raise ValueError for non-positive inputs or a fraction
#   that is not less than 1.

def egyptian_fraction_greedy(numerator, denominator):
    if numerator <= 0:
        raise ValueError("numerator must be positive")
    if numerator >= denominator:
        raise ValueError("fraction must be less than 1")
    denominators = []
    while numerator != 0:
        unit = (denominator + numerator - 1) // numerator
        denominators.append(unit)
        numerator = numerator * unit - denominator
        denominator = denominator * unit
    return denominators

# --- tests ---
import pytest

assert egyptian_fraction_greedy(2, 3) == [2, 6]
assert egyptian_fraction_greedy(4, 13) == [4, 18, 468]
assert egyptian_fraction_greedy(5, 6) == [2, 3]
assert egyptian_fraction_greedy(1, 7) == [7]
assert egyptian_fraction_greedy(7, 15) == [3, 8, 120]
assert egyptian_fraction_greedy(6, 14) == [3, 11, 231]
with pytest.raises(ValueError):
    egyptian_fraction_greedy(5, 5)
with pytest.raises(ValueError):
    egyptian_fraction_greedy(0, 4)
with pytest.raises(ValueError):
    egyptian_fraction_greedy(1, -3)
