# domain: math_numerical
# function: nth_fibonacci_number
# query: Return the n-th Fibonacci number with F(0) = 0 and F(1) = 1, computed iteratively.
#   Raise ValueError for negative n.

def nth_fibonacci_number(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

# --- tests ---
import pytest

assert nth_fibonacci_number(0) == 0
assert nth_fibonacci_number(1) == 1
assert nth_fibonacci_number(2) == 1
assert nth_fibonacci_number(3) == 2
assert nth_fibonacci_number(10) == 55
assert nth_fibonacci_number(20) == 6765
assert nth_fibonacci_number(90) == 2880067194370816120
with pytest.raises(ValueError):
    nth_fibonacci_number(-1)
