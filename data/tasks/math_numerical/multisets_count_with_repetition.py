# domain: math_numerical
# function: multisets_count_with_repetition
# query: Given n kinds of items, count the ways to choose k items when repetition is allowed and
#   order does not matter ("n multichoose k" = C(n + k - 1, k)); choosing 0 items gives 1.
#   Raise ValueError if n or k is negative.

def multisets_count_with_repetition(n, k):
    if n < 0 or k < 0:
        raise ValueError("n and k must be non-negative")
    if k == 0:
        return 1
    result = 1
    for i in range(1, k + 1):
        result = result * (n + i - 1) // i
    return result

# --- tests ---
import pytest

assert multisets_count_with_repetition(0, 0) == 1
assert multisets_count_with_repetition(5, 0) == 1
assert multisets_count_with_repetition(0, 2) == 0
assert multisets_count_with_repetition(1, 4) == 1
assert multisets_count_with_repetition(3, 2) == 6
assert multisets_count_with_repetition(4, 3) == 20
assert multisets_count_with_repetition(10, 1) == 10
with pytest.raises(ValueError):
    multisets_count_with_repetition(-1, 2)
with pytest.raises(ValueError):
    multisets_count_with_repetition(2, -1)
