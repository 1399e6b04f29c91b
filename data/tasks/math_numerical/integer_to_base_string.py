# domain: math_numerical
# function: integer_to_base_string
# query: Convert an integer n to its representation in a base from 2 to 36 using digits 0-9 then
#   lowercase letters, with a leading '-' for negatives and "0" for zero. Raise ValueError for
#   an unsupported base.

def integer_to_base_string(n, base):
    if base < 2 or base > 36:
        raise ValueError("base must be in 2..36")
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n > 0:
        out.append(digits[n % base])
        n //= base
    return sign + "".join(reversed(out))

# --- tests ---
import pytest

assert integer_to_base_string(0, 2) == "0"
assert integer_to_base_string(5, 2) == "101"
assert integer_to_base_string(255, 16) == "ff"
assert integer_to_base_string(-255, 16) == "-ff"
assert integer_to_base_string(35, 36) == "z"
assert integer_to_base_string(36, 36) == "10"
assert integer_to_base_string(8, 8) == "10"
with pytest.raises(ValueError):
    integer_to_base_string(5, 1)
with pytest.raises(ValueError):
    integer_to_base_string(5, 37)
assert integer_to_base_string(-1, 3) == "-1"
