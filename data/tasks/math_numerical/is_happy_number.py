# domain: math_numerical
# function: is_happy_number
# query: Decide whether a positive integer is a happy number: repeatedly replacing it by the sum
#   of the squares of its digits eventually reaches 1 (rather than cycling). Raise ValueError if n
#   is not positive.

def is_happy_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    seen = set()
    while n != 1 and n not in seen:
        seen.add(n)
        total = 0
        while n > 0:
            total += (n % 10) ** 2
            n //= 10
        n = total
    return n == 1

# --- tests ---
import pytest

assert is_happy_number(1) is True
assert is_happy_number(7) is True
assert is_happy_number(19) is True
assert is_happy_number(2) is False
assert is_happy_number(4) is False
assert is_happy_number(100) is True
assert is_happy_number(20) is False
with pytest.raises(ValueError):
    is_happy_number(0)

# --- implementation 2: Floyd's slow and fast pointers over the digit-square map ---
def _square_digit_sum(n):
    return sum(int(ch) ** 2 for ch in str(n))


def is_happy_number(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    slow, fast = n, _square_digit_sum(n)
    while fast != 1 and slow != fast:
        slow = _square_digit_sum(slow)
        fast = _square_digit_sum(_square_digit_sum(fast))
    return fast == 1

# --- implementation 3: iterate until 1 or 4 (every unhappy number falls into the cycle through 4) ---
def is_happy_number(n):
    if n <= 0:
        raise ValueError("n must be positive")
    while n not in (1, 4):
        n = sum(int(d) ** 2 for d in str(n))
    return n == 1

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 0),)
    if r < 0.3:
        return (rng.choice([1, 2, 4, 7, 10, 13, 19, 20, 100, 1000]),)
    return (rng.randint(1, 10 ** rng.randint(1, 7)),)
