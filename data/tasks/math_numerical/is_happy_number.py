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
