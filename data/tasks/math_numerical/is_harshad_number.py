# domain: math_numerical
# function: is_harshad_number
# query: Check whether a positive integer is a Harshad (Niven) number, i.e. divisible by the sum
#   of its decimal digits (18 -> True, 19 -> False). Raise ValueError if n is not positive.

def is_harshad_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    digit_total = 0
    remaining = n
    while remaining > 0:
        digit_total += remaining % 10
        remaining //= 10
    return n % digit_total == 0

# --- tests ---
import pytest

assert is_harshad_number(1) is True
assert is_harshad_number(18) is True
assert is_harshad_number(19) is False
assert is_harshad_number(21) is True
assert is_harshad_number(22) is False
assert is_harshad_number(100) is True
assert is_harshad_number(1729) is True
assert is_harshad_number(11) is False
with pytest.raises(ValueError):
    is_harshad_number(0)

# --- implementation 2: digit sum from the decimal string ---
def is_harshad_number(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    digit_sum = sum(map(int, str(n)))
    return n % digit_sum == 0

# --- implementation 3: recursive digit-sum helper ---
def _digit_sum(m):
    if m == 0:
        return 0
    return m % 10 + _digit_sum(m // 10)


def is_harshad_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    return n % _digit_sum(n) == 0

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 0),)
    if r < 0.3:
        return (rng.choice([1, 9, 10, 11, 18, 19, 21, 22, 100, 1729]),)
    return (rng.randint(1, 10 ** rng.randint(1, 8)),)
