# domain: math_numerical
# function: integer_nth_root_floor
# query: For a non-negative integer n and k >= 1, return the largest integer r with r**k <= n,
#   computed exactly with integers. Raise ValueError if n is negative or k is less than 1.

def integer_nth_root_floor(n, k):
    if n < 0 or k < 1:
        raise ValueError("invalid arguments")
    low, high = 0, 1
    while high ** k <= n:
        high *= 2
    while low < high - 1:
        mid = (low + high) // 2
        if mid ** k <= n:
            low = mid
        else:
            high = mid
    return low

# --- tests ---
import pytest

assert integer_nth_root_floor(0, 3) == 0
assert integer_nth_root_floor(1, 5) == 1
assert integer_nth_root_floor(7, 3) == 1
assert integer_nth_root_floor(8, 3) == 2
assert integer_nth_root_floor(26, 3) == 2
assert integer_nth_root_floor(27, 3) == 3
assert integer_nth_root_floor(17, 1) == 17
assert integer_nth_root_floor(1024, 10) == 2
with pytest.raises(ValueError):
    integer_nth_root_floor(-1, 2)
with pytest.raises(ValueError):
    integer_nth_root_floor(9, 0)
