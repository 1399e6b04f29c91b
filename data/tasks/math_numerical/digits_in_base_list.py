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
