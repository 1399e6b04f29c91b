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

# --- implementation 2: add each coefficient times the matching power of x ---
def evaluate_polynomial_horner(coefficients, x):
    total = 0
    degree = len(coefficients) - 1
    for i, c in enumerate(coefficients):
        total += c * x ** (degree - i)
    return total

# --- implementation 3: recursion - value of the leading part times x plus the constant ---
def evaluate_polynomial_horner(coefficients, x):
    if not coefficients:
        return 0
    *rest, constant = coefficients
    return evaluate_polynomial_horner(rest, x) * x + constant

# --- implementation 4: functools.reduce with the Horner step ---
from functools import reduce


def evaluate_polynomial_horner(coefficients, x):
    def step(acc, c):
        return acc * x + c

    return reduce(step, coefficients, 0)

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 8)
    coefficients = [rng.randint(-9, 9) for _ in range(n)]
    if coefficients and rng.random() < 0.3:
        coefficients[rng.randrange(n)] = 0
    return (coefficients, rng.choice([0, 1, -1, 2, -2]) if rng.random() < 0.5 else rng.randint(-10, 10))
