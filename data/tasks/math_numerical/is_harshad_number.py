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
