# domain: math_numerical
# function: dot_product_of_vectors
# query: Return the dot product (sum of element-wise products) of two equal-length numeric lists
#   first and second; two empty lists give 0. Raise ValueError if the lengths differ.

def dot_product_of_vectors(first, second):
    if len(first) != len(second):
        raise ValueError("vectors must have the same length")
    total = 0
    for index in range(len(first)):
        total += first[index] * second[index]
    return total

# --- tests ---
import pytest

assert dot_product_of_vectors([], []) == 0
assert dot_product_of_vectors([3], [4]) == 12
assert dot_product_of_vectors([1, 2, 3], [4, 5, 6]) == 32
assert dot_product_of_vectors([1, -1], [1, 1]) == 0
assert dot_product_of_vectors([2, 0], [0, 2]) == 0
assert dot_product_of_vectors([-2, 3], [5, 7]) == 11
with pytest.raises(ValueError):
    dot_product_of_vectors([1, 2], [1])
with pytest.raises(ValueError):
    dot_product_of_vectors([], [1])

# --- implementation 2: sum of operator.mul mapped over both lists ---
from operator import mul


def dot_product_of_vectors(first, second):
    if len(first) != len(second):
        raise ValueError("length mismatch")
    return sum(map(mul, first, second))

# --- implementation 3: strict zip, which raises ValueError itself on unequal lengths ---
def dot_product_of_vectors(first, second):
    total = 0
    for a, b in zip(first, second, strict=True):
        total += a * b
    return total

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 10)
    first = [rng.randint(-9, 9) for _ in range(n)]
    second = [rng.randint(-9, 9) for _ in range(n)]
    if rng.random() < 0.15:
        if second and rng.random() < 0.5:
            second.pop()
        else:
            second.append(rng.randint(-9, 9))
    if rng.random() < 0.15:
        first = [v / 2 for v in first]
    return (first, second)
