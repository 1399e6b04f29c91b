# domain: math_numerical
# function: add_polynomial_coefficients
# query: Add two polynomials first and second given as coefficient lists from the constant term
#   upwards, padding the shorter one with zeros, and strip trailing zero coefficients from the
#   result (the zero polynomial is []).

def add_polynomial_coefficients(first, second):
    length = max(len(first), len(second))
    result = []
    for i in range(length):
        a = first[i] if i < len(first) else 0
        b = second[i] if i < len(second) else 0
        result.append(a + b)
    while result and result[-1] == 0:
        result.pop()
    return result

# --- tests ---
import pytest

assert add_polynomial_coefficients([], []) == []
assert add_polynomial_coefficients([1], []) == [1]
assert add_polynomial_coefficients([], [0, 2]) == [0, 2]
assert add_polynomial_coefficients([1, 2], [3, 4]) == [4, 6]
assert add_polynomial_coefficients([1, 2, 3], [1]) == [2, 2, 3]
assert add_polynomial_coefficients([1, 2, 3], [0, 0, -3]) == [1, 2]
assert add_polynomial_coefficients([1, -2], [-1, 2]) == []
assert add_polynomial_coefficients([0, 5], [0, -5, 0, 7]) == [0, 0, 0, 7]
