# domain: math_numerical
# function: integer_square_root_floor
# query: Return the floor of the square root of a non-negative integer n exactly, without floating
#   point (e.g. 15 -> 3, 16 -> 4). Raise ValueError for a negative n.

def integer_square_root_floor(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    low, high = 0, n
    while low < high:
        mid = (low + high + 1) // 2
        if mid * mid <= n:
            low = mid
        else:
            high = mid - 1
    return low

# --- tests ---
import pytest

assert integer_square_root_floor(0) == 0
assert integer_square_root_floor(1) == 1
assert integer_square_root_floor(2) == 1
assert integer_square_root_floor(3) == 1
assert integer_square_root_floor(4) == 2
assert integer_square_root_floor(15) == 3
assert integer_square_root_floor(16) == 4
assert integer_square_root_floor(10 ** 20 + 5) == 10 ** 10
with pytest.raises(ValueError):
    integer_square_root_floor(-1)
