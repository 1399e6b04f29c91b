# domain: bit_manipulation
# function: gray_code_to_binary
# query: Decode a reflected binary Gray code value back to the ordinary binary integer it
#   represents. Raise ValueError when the code is negative.

def gray_code_to_binary(gray):
    if gray < 0:
        raise ValueError("gray code must be non-negative")
    result = 0
    while gray > 0:
        result ^= gray
        gray >>= 1
    return result

# --- tests ---
import pytest

assert gray_code_to_binary(0) == 0
assert gray_code_to_binary(1) == 1
assert gray_code_to_binary(3) == 2
assert gray_code_to_binary(2) == 3
assert gray_code_to_binary(6) == 4
assert gray_code_to_binary(4) == 7
assert gray_code_to_binary(15) == 10
with pytest.raises(ValueError):
    gray_code_to_binary(-1)
