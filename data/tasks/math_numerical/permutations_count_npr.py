# domain: math_numerical
# function: permutations_count_npr
# query: Given n distinct items, return nPr, the number of ordered arrangements of k of them (n! /
#   (n-k)!). Return 0 when k > n; raise ValueError if n or k is negative.

def permutations_count_npr(n, k):
    if n < 0 or k < 0:
        raise ValueError("n and k must be non-negative")
    if k > n:
        return 0
    result = 1
    for factor in range(n - k + 1, n + 1):
        result *= factor
    return result

# --- tests ---
import pytest

assert permutations_count_npr(0, 0) == 1
assert permutations_count_npr(5, 0) == 1
assert permutations_count_npr(5, 1) == 5
assert permutations_count_npr(5, 2) == 20
assert permutations_count_npr(5, 5) == 120
assert permutations_count_npr(5, 6) == 0
assert permutations_count_npr(10, 3) == 720
with pytest.raises(ValueError):
    permutations_count_npr(-1, 0)
with pytest.raises(ValueError):
    permutations_count_npr(3, -1)
