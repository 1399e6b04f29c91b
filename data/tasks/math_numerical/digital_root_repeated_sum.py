# domain: math_numerical
# function: digital_root_repeated_sum
# query: Repeatedly sum the decimal digits of a non-negative integer n until a single digit remains
#   and return it (0 stays 0, 38 -> 11 -> 2). Raise ValueError for a negative n.

def digital_root_repeated_sum(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    while n >= 10:
        total = 0
        while n > 0:
            total += n % 10
            n //= 10
        n = total
    return n

# --- tests ---
import pytest

assert digital_root_repeated_sum(0) == 0
assert digital_root_repeated_sum(9) == 9
assert digital_root_repeated_sum(10) == 1
assert digital_root_repeated_sum(38) == 2
assert digital_root_repeated_sum(99) == 9
assert digital_root_repeated_sum(123456789) == 9
assert digital_root_repeated_sum(493193) == 2
with pytest.raises(ValueError):
    digital_root_repeated_sum(-1)

# --- implementation 2: closed form 1 + (n - 1) mod 9 ---
def digital_root_repeated_sum(n):
    if n < 0:
        raise ValueError("negative input")
    if n == 0:
        return 0
    return 1 + (n - 1) % 9

# --- implementation 3: sum the characters of the string until one character is left ---
def digital_root_repeated_sum(n):
    if n < 0:
        raise ValueError("n must not be negative")
    text = str(n)
    while len(text) > 1:
        text = str(sum(map(int, text)))
    return int(text)

# --- implementation 4: recursion on n // 10 + n % 10, which keeps n modulo 9 ---
def digital_root_repeated_sum(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if n < 10:
        return n
    return digital_root_repeated_sum(sum(divmod(n, 10)))

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-20, -1),)
    if r < 0.35:
        return (rng.choice([0, 1, 9, 10, 18, 19, 99, 100, 999999999]),)
    return (rng.randint(0, 10 ** rng.randint(1, 15)),)
