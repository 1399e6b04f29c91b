# domain: math_numerical
# function: integer_log_floor
# query: Return floor(log_base(n)) exactly for a positive integer n and an integer base >= 2, i.e.
#   the largest k with base**k <= n (1 -> 0, 1000 in base 10 -> 3, 999 -> 2). Raise ValueError for
#   n < 1 or base < 2.

def integer_log_floor(n, base):
    if n < 1 or base < 2:
        raise ValueError("need n >= 1 and base >= 2")
    exponent = 0
    power = base
    while power <= n:
        power *= base
        exponent += 1
    return exponent

# --- tests ---
import pytest

assert integer_log_floor(1, 10) == 0
assert integer_log_floor(9, 10) == 0
assert integer_log_floor(10, 10) == 1
assert integer_log_floor(999, 10) == 2
assert integer_log_floor(1000, 10) == 3
assert integer_log_floor(8, 2) == 3
assert integer_log_floor(7, 2) == 2
with pytest.raises(ValueError):
    integer_log_floor(0, 10)
with pytest.raises(ValueError):
    integer_log_floor(5, 1)

# --- implementation 2: count how often n can be divided by the base ---
def integer_log_floor(n, base):
    if n < 1 or base < 2:
        raise ValueError("n must be >= 1 and base >= 2")
    count = 0
    while n >= base:
        n //= base
        count += 1
    return count

# --- implementation 3: floating-point estimate, corrected with exact integer powers ---
import math


def integer_log_floor(n, base):
    if base < 2 or n < 1:
        raise ValueError("invalid n or base")
    k = int(math.log(n, base))
    while base ** k > n:
        k -= 1
    while base ** (k + 1) <= n:
        k += 1
    return k

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-3, 0), 10) if rng.random() < 0.5 else (rng.randint(1, 50), rng.randint(-1, 1))
    base = rng.choice([2, 3, 10, 16, rng.randint(2, 50)])
    if r < 0.55:
        return (base ** rng.randint(0, 30) + rng.choice([-1, 0, 1]) or 1, base)
    return (rng.randint(1, 10 ** rng.randint(1, 30)), base)
