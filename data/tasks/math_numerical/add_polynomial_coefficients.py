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

# --- implementation 2: zip_longest with a zero fill, then trailing zeros trimmed ---
from itertools import zip_longest


def add_polynomial_coefficients(first, second):
    total = [a + b for a, b in zip_longest(first, second, fillvalue=0)]
    while total and not total[-1]:
        del total[-1]
    return total

# --- implementation 3: copies the longer list, adds the shorter into it, cuts after the last non-zero ---
def add_polynomial_coefficients(first, second):
    longer, shorter = (first, second) if len(first) >= len(second) else (second, first)
    result = list(longer)
    for i, coefficient in enumerate(shorter):
        result[i] += coefficient
    degree = max((i for i, v in enumerate(result) if v != 0), default=-1)
    return result[:degree + 1]

# --- implementation 4: a degree-to-coefficient dictionary, read back up to the highest non-zero degree ---
def add_polynomial_coefficients(first, second):
    terms = {}
    for poly in (first, second):
        for degree, coefficient in enumerate(poly):
            terms[degree] = terms.get(degree, 0) + coefficient
    nonzero = [d for d, c in terms.items() if c != 0]
    if not nonzero:
        return []
    return [terms[d] for d in range(max(nonzero) + 1)]

# --- inputs ---
def random_input(rng):
    def poly():
        return [rng.choice([0, 0, 1, -1, rng.randint(-5, 5)]) for _ in range(rng.randint(0, 5))]

    a = poly()
    if a and rng.random() < 0.3:
        b = [-v for v in a]
        if rng.random() < 0.5:
            b[0] += 1
        return (a, b)
    return (a, poly())
