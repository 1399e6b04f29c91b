# domain: bit_manipulation
# function: add_without_plus_operator
# query: Add two non-negative integers a and b using only bitwise operations (XOR for the sum bits,
#   AND and shift for the carries), never the + operator. Raise ValueError when a or b is
#   negative.

def add_without_plus_operator(a, b):
    if a < 0 or b < 0:
        raise ValueError("inputs must be non-negative")
    while b != 0:
        carry = (a & b) << 1
        a = a ^ b
        b = carry
    return a

# --- tests ---
import pytest

assert add_without_plus_operator(0, 0) == 0
assert add_without_plus_operator(1, 0) == 1
assert add_without_plus_operator(0, 1) == 1
assert add_without_plus_operator(1, 1) == 2
assert add_without_plus_operator(7, 9) == 16
assert add_without_plus_operator(123, 456) == 579
assert add_without_plus_operator(255, 1) == 256
with pytest.raises(ValueError):
    add_without_plus_operator(-1, 2)
with pytest.raises(ValueError):
    add_without_plus_operator(2, -1)
