# domain: sorting_searching
# function: integer_sqrt_binary_search
# query: Compute floor(sqrt(n)) for a non-negative integer n by binary searching for the largest x with
#   x*x <= n, without using math.sqrt or isqrt. Raise ValueError for negative n.

def integer_sqrt_binary_search(n):
    if n < 0:
        raise ValueError("negative input")
    lo, hi = 0, n
    answer = 0
    while lo <= hi:
        mid = (lo + hi) // 2
        if mid * mid <= n:
            answer = mid
            lo = mid + 1
        else:
            hi = mid - 1
    return answer

# --- tests ---
import pytest

assert integer_sqrt_binary_search(0) == 0
assert integer_sqrt_binary_search(1) == 1
assert integer_sqrt_binary_search(2) == 1
assert integer_sqrt_binary_search(3) == 1
assert integer_sqrt_binary_search(4) == 2
assert integer_sqrt_binary_search(99) == 9
assert integer_sqrt_binary_search(100) == 10
assert integer_sqrt_binary_search(10 ** 12 + 5) == 10 ** 6
with pytest.raises(ValueError):
    integer_sqrt_binary_search(-1)
