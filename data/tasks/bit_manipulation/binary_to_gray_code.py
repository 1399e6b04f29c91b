# domain: bit_manipulation
# function: binary_to_gray_code
# query: Convert a non-negative integer n to its reflected binary Gray code, in which consecutive
#   values differ in exactly one bit. Raise ValueError for a negative n.

def binary_to_gray_code(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    shifted = n >> 1
    return n ^ shifted

# --- tests ---
import pytest

assert binary_to_gray_code(0) == 0
assert binary_to_gray_code(1) == 1
assert binary_to_gray_code(2) == 3
assert binary_to_gray_code(3) == 2
assert binary_to_gray_code(4) == 6
assert binary_to_gray_code(7) == 4
assert binary_to_gray_code(10) == 15
with pytest.raises(ValueError):
    binary_to_gray_code(-1)
