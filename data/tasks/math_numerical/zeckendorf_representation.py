# domain: math_numerical
# function: zeckendorf_representation
# query: Write a non-negative integer n as a sum of non-consecutive Fibonacci numbers (Zeckendorf
#   representation, using 1, 2, 3, 5, 8, ...) and return those terms largest first; 0 gives an
#   empty list. Raise ValueError for a negative n.

def zeckendorf_representation(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    fibs = [1, 2]
    while fibs[-1] + fibs[-2] <= n:
        fibs.append(fibs[-1] + fibs[-2])
    parts = []
    for fib in reversed(fibs):
        if fib <= n:
            parts.append(fib)
            n -= fib
    return parts

# --- tests ---
import pytest

assert zeckendorf_representation(0) == []
assert zeckendorf_representation(1) == [1]
assert zeckendorf_representation(2) == [2]
assert zeckendorf_representation(4) == [3, 1]
assert zeckendorf_representation(8) == [8]
assert zeckendorf_representation(64) == [55, 8, 1]
assert zeckendorf_representation(100) == [89, 8, 3]
assert zeckendorf_representation(33) == [21, 8, 3, 1]
with pytest.raises(ValueError):
    zeckendorf_representation(-1)
