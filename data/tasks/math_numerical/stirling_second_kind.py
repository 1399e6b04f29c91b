# domain: math_numerical
# function: stirling_second_kind
# query: Return the Stirling number of the second kind S(n, k): the number of ways to partition a
#   set of n elements into k non-empty subsets (S(0, 0) = 1). Raise ValueError if n or k is
#   negative.

def stirling_second_kind(n, k):
    if n < 0 or k < 0:
        raise ValueError("n and k must be non-negative")
    row = [1] + [0] * k
    for i in range(1, n + 1):
        new_row = [0] * (k + 1)
        for j in range(1, min(i, k) + 1):
            new_row[j] = j * row[j] + row[j - 1]
        row = new_row
    return row[k]

# --- tests ---
import pytest

assert stirling_second_kind(0, 0) == 1
assert stirling_second_kind(3, 0) == 0
assert stirling_second_kind(3, 1) == 1
assert stirling_second_kind(3, 2) == 3
assert stirling_second_kind(4, 2) == 7
assert stirling_second_kind(5, 3) == 25
assert stirling_second_kind(3, 4) == 0
assert stirling_second_kind(6, 6) == 1
with pytest.raises(ValueError):
    stirling_second_kind(-1, 1)
with pytest.raises(ValueError):
    stirling_second_kind(1, -1)
