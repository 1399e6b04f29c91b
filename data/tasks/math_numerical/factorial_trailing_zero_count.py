# domain: math_numerical
# function: factorial_trailing_zero_count
# query: Count the trailing zeros in the decimal representation of n! without computing the
#   factorial (count the factors of 5). Raise ValueError for negative n.

def factorial_trailing_zero_count(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    count = 0
    power = 5
    while power <= n:
        count += n // power
        power *= 5
    return count

# --- tests ---
import pytest

assert factorial_trailing_zero_count(0) == 0
assert factorial_trailing_zero_count(4) == 0
assert factorial_trailing_zero_count(5) == 1
assert factorial_trailing_zero_count(10) == 2
assert factorial_trailing_zero_count(24) == 4
assert factorial_trailing_zero_count(25) == 6
assert factorial_trailing_zero_count(100) == 24
assert factorial_trailing_zero_count(125) == 31
with pytest.raises(ValueError):
    factorial_trailing_zero_count(-1)

# --- implementation 2: recursion, n // 5 plus the count for n // 5 ---
def factorial_trailing_zero_count(n):
    if n < 0:
        raise ValueError("n cannot be negative")
    if n < 5:
        return 0
    return n // 5 + factorial_trailing_zero_count(n // 5)

# --- implementation 3: add up the factors of 5 in every multiple of 5 up to n ---
def factorial_trailing_zero_count(n):
    if n < 0:
        raise ValueError("negative n")
    fives = 0
    for k in range(5, n + 1, 5):
        while k % 5 == 0:
            fives += 1
            k //= 5
    return fives

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, -1),)
    if r < 0.4:
        return (5 ** rng.randint(0, 5) + rng.choice([-1, 0, 1]),)
    return (rng.randint(0, 5000),)
