# domain: bit_manipulation
# function: integer_to_bit_list
# query: Convert a non-negative integer n into a list of exactly width bits, most significant first,
#   padding with leading zeros. Raise ValueError if n is negative or needs more than width
#   bits.

def integer_to_bit_list(n, width):
    if n < 0 or n >= (1 << width):
        raise ValueError("n does not fit in width bits")
    bits = []
    for position in range(width - 1, -1, -1):
        bits.append((n >> position) & 1)
    return bits

# --- tests ---
import pytest

assert integer_to_bit_list(0, 0) == []
assert integer_to_bit_list(0, 3) == [0, 0, 0]
assert integer_to_bit_list(5, 3) == [1, 0, 1]
assert integer_to_bit_list(5, 5) == [0, 0, 1, 0, 1]
assert integer_to_bit_list(1, 1) == [1]
assert integer_to_bit_list(6, 4) == [0, 1, 1, 0]
assert integer_to_bit_list(255, 8) == [1] * 8
with pytest.raises(ValueError):
    integer_to_bit_list(8, 3)
with pytest.raises(ValueError):
    integer_to_bit_list(-1, 3)
