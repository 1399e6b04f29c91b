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

# --- implementation 2: the standard library's exact math.isqrt ---
import math


def integer_square_root_floor(n):
    if n < 0:
        raise ValueError("square root of a negative number")
    return math.isqrt(n)

# --- implementation 3: integer Newton iteration from n downwards ---
def integer_square_root_floor(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x

# --- implementation 4: digit-by-digit (base 4) square root ---
def integer_square_root_floor(n):
    if n < 0:
        raise ValueError("n must not be negative")
    bit = 1
    while bit * 4 <= n:
        bit *= 4
    root = 0
    while bit:
        if n >= root + bit:
            n -= root + bit
            root = root // 2 + bit
        else:
            root //= 2
        bit //= 4
    return root

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-10, -1),)
    if r < 0.2:
        return (rng.choice([0, 1, 2, 3, 4]),)
    if r < 0.5:
        k = rng.randint(0, 10 ** rng.randint(1, 15))
        return (max(k * k + rng.choice([-1, 0, 1]), 0),)
    return (rng.randint(0, 10 ** rng.randint(1, 30)),)
