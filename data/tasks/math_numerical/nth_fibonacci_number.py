# domain: math_numerical
# function: nth_fibonacci_number
# query: Return the n-th Fibonacci number with F(0) = 0 and F(1) = 1 (exact integers, also for
#   large n). Raise ValueError for negative n.

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

# --- implementation 2: fast doubling, F(2k) and F(2k + 1) from F(k) and F(k + 1) ---
def _fib_pair(n):
    if n == 0:
        return (0, 1)
    a, b = _fib_pair(n // 2)
    c = a * (2 * b - a)
    d = a * a + b * b
    return (d, c + d) if n % 2 else (c, d)


def nth_fibonacci_number(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    return _fib_pair(n)[0]

# --- implementation 3: cached recursion on the recurrence ---
from functools import lru_cache


@lru_cache(maxsize=None)
def nth_fibonacci_number(n):
    if n < 0:
        raise ValueError("negative index")
    if n < 2:
        return n
    return nth_fibonacci_number(n - 1) + nth_fibonacci_number(n - 2)

# --- implementation 4: power of the matrix [[1, 1], [1, 0]] by repeated squaring ---
def _mat_mul(x, y):
    return [[x[0][0] * y[0][0] + x[0][1] * y[1][0], x[0][0] * y[0][1] + x[0][1] * y[1][1]],
            [x[1][0] * y[0][0] + x[1][1] * y[1][0], x[1][0] * y[0][1] + x[1][1] * y[1][1]]]


def nth_fibonacci_number(n):
    if n < 0:
        raise ValueError("n must not be negative")
    result, power = [[1, 0], [0, 1]], [[1, 1], [1, 0]]
    while n:
        if n & 1:
            result = _mat_mul(result, power)
        power = _mat_mul(power, power)
        n >>= 1
    return result[0][1]

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, 3, -1]) if rng.random() < 0.3 else rng.randint(-3, 150),)
