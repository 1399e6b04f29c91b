# domain: bit_manipulation
# function: bit_flips_to_convert
# query: How many single-bit flips are needed to turn non-negative integer a into non-negative
#   integer b? Return that count; raise ValueError if either number is negative.

def bit_flips_to_convert(a, b):
    if a < 0 or b < 0:
        raise ValueError("numbers must be non-negative")
    diff = a ^ b
    flips = 0
    while diff:
        diff &= diff - 1
        flips += 1
    return flips

# --- tests ---
import pytest

assert bit_flips_to_convert(0, 0) == 0
assert bit_flips_to_convert(10, 7) == 3
assert bit_flips_to_convert(3, 4) == 3
assert bit_flips_to_convert(1, 0) == 1
assert bit_flips_to_convert(29, 15) == 2
assert bit_flips_to_convert(255, 0) == 8
with pytest.raises(ValueError):
    bit_flips_to_convert(-1, 0)
with pytest.raises(ValueError):
    bit_flips_to_convert(0, -1)
