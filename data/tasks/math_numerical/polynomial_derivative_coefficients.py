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

# --- implementation 2: enumerate the coefficients, skipping the constant term ---
def polynomial_derivative_coefficients(coefficients):
    result = []
    for power, c in enumerate(coefficients):
        if power > 0:
            result.append(power * c)
    return result

# --- implementation 3: operator.mul mapped over the powers and the non-constant coefficients ---
from operator import mul


def polynomial_derivative_coefficients(coefficients):
    tail = coefficients[1:]
    powers = range(1, len(coefficients))
    return list(map(mul, powers, tail))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.3 else rng.randint(0, 10)
    return ([rng.randint(-9, 9) if rng.random() < 0.8 else 0 for _ in range(n)],)
