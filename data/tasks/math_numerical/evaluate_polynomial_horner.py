# domain: math_numerical
# function: evaluate_polynomial_horner
# query: Given coefficients from the highest degree down to the constant term ([2, -3, 1] means 2x^2
#   - 3x + 1), evaluate the polynomial at x. An empty coefficient list is the zero polynomial.

def evaluate_polynomial_horner(coefficients, x):
    result = 0
    for i in range(len(coefficients)):
        result = result * x + coefficients[i]
    return result

# --- tests ---
import pytest

assert evaluate_polynomial_horner([], 5) == 0
assert evaluate_polynomial_horner([7], 5) == 7
assert evaluate_polynomial_horner([2, -3, 1], 0) == 1
assert evaluate_polynomial_horner([2, -3, 1], 1) == 0
assert evaluate_polynomial_horner([2, -3, 1], 3) == 10
assert evaluate_polynomial_horner([1, 0, 0, 0], -2) == -8
assert evaluate_polynomial_horner([1, 1], 2) == 3
assert evaluate_polynomial_horner([3, 0, 2], 4) == 50
