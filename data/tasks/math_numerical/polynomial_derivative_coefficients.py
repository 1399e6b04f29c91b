# domain: math_numerical
# function: polynomial_derivative_coefficients
# query: Differentiate a polynomial given by coefficients from the constant term upwards
#   ([c0, c1, c2] means c0 + c1*x + c2*x^2) and return the derivative's coefficients in the same
#   order; a constant or empty polynomial has derivative [].

def polynomial_derivative_coefficients(coefficients):
    derivative = []
    for power in range(1, len(coefficients)):
        derivative.append(power * coefficients[power])
    return derivative

# --- tests ---
import pytest

assert polynomial_derivative_coefficients([]) == []
assert polynomial_derivative_coefficients([5]) == []
assert polynomial_derivative_coefficients([5, 3]) == [3]
assert polynomial_derivative_coefficients([1, 2, 3]) == [2, 6]
assert polynomial_derivative_coefficients([0, 0, 0, 4]) == [0, 0, 12]
assert polynomial_derivative_coefficients([7, -1, 0, 2]) == [-1, 0, 6]
assert polynomial_derivative_coefficients([1, 1, 1, 1, 1]) == [1, 2, 3, 4]
