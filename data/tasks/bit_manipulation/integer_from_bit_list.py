# domain: bit_manipulation
# function: integer_from_bit_list
# query: Build an integer from a list of bits given most significant first, e.g. [1, 0, 1] -> 5.
#   An empty list gives 0; raise ValueError if any element is not 0 or 1.

def integer_from_bit_list(bits):
    value = 0
    for bit in bits:
        if bit not in (0, 1):
            raise ValueError("bits must be 0 or 1")
        value = (value << 1) | bit
    return value

# --- tests ---
import pytest

assert integer_from_bit_list([]) == 0
assert integer_from_bit_list([0]) == 0
assert integer_from_bit_list([1]) == 1
assert integer_from_bit_list([1, 0]) == 2
assert integer_from_bit_list([1, 0, 1]) == 5
assert integer_from_bit_list([0, 0, 1, 1]) == 3
assert integer_from_bit_list([1, 1, 1, 1, 1, 1, 1, 1]) == 255
with pytest.raises(ValueError):
    integer_from_bit_list([1, 2, 0])
with pytest.raises(ValueError):
    integer_from_bit_list([-1])
