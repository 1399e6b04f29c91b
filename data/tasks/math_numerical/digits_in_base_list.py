# domain: math_numerical
# function: digits_in_base_list
# query: Return the digits of a non-negative integer n in a given base >= 2 as a list of ints, most
#   significant first (0 -> [0]). Raise ValueError for a negative number or a base below 2.

def digits_in_base_list(n, base):
    if n < 0 or base < 2:
        raise ValueError("invalid number or base")
    if n == 0:
        return [0]
    digits = []
    while n > 0:
        digits.append(n % base)
        n //= base
    digits.reverse()
    return digits

# --- tests ---
import pytest

assert digits_in_base_list(0, 10) == [0]
assert digits_in_base_list(7, 10) == [7]
assert digits_in_base_list(1203, 10) == [1, 2, 0, 3]
assert digits_in_base_list(5, 2) == [1, 0, 1]
assert digits_in_base_list(255, 16) == [15, 15]
assert digits_in_base_list(100, 100) == [1, 0]
assert digits_in_base_list(2, 2) == [1, 0]
with pytest.raises(ValueError):
    digits_in_base_list(-1, 10)
with pytest.raises(ValueError):
    digits_in_base_list(5, 1)

# --- implementation 2: recursion on n // base, appending the last digit ---
def digits_in_base_list(n, base):
    if n < 0 or base < 2:
        raise ValueError("n must be >= 0 and base >= 2")
    if n < base:
        return [n]
    return digits_in_base_list(n // base, base) + [n % base]

# --- implementation 3: start at the highest power of the base and divide down ---
def digits_in_base_list(n, base):
    if base < 2 or n < 0:
        raise ValueError("bad arguments")
    power = 1
    while power * base <= n:
        power *= base
    digits = []
    while power:
        digits.append(n // power)
        n %= power
        power //= base
    return digits

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-5, -1), rng.randint(2, 10)) if rng.random() < 0.5 else (rng.randint(0, 50), rng.randint(-1, 1))
    base = rng.choice([2, 3, 8, 10, 16, 100, rng.randint(2, 40)])
    if rng.random() < 0.3:
        return (base ** rng.randint(0, 5) + rng.choice([-1, 0, 0]), base)
    return (rng.randint(0, 10 ** 6), base)
