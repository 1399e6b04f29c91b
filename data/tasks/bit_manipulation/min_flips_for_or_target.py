# domain: bit_manipulation
# function: min_flips_for_or_target
# query: Return the minimum number of single-bit flips in non-negative integers a and b so that
#   a | b == c. A 0 target bit needs every set input bit cleared; a 1 target bit needs one flip if
#   both inputs are 0. Raise ValueError for negative inputs.

def min_flips_for_or_target(a, b, c):
    if a < 0 or b < 0 or c < 0:
        raise ValueError("inputs must be non-negative")
    flips = 0
    while a or b or c:
        bit_a, bit_b, bit_c = a & 1, b & 1, c & 1
        if bit_c == 0:
            flips += bit_a + bit_b
        elif bit_a == 0 and bit_b == 0:
            flips += 1
        a, b, c = a >> 1, b >> 1, c >> 1
    return flips

# --- tests ---
import pytest

assert min_flips_for_or_target(0, 0, 0) == 0
assert min_flips_for_or_target(2, 6, 5) == 3
assert min_flips_for_or_target(4, 2, 7) == 1
assert min_flips_for_or_target(1, 2, 3) == 0
assert min_flips_for_or_target(1, 1, 0) == 2
assert min_flips_for_or_target(0, 0, 8) == 1
assert min_flips_for_or_target(1, 0, 1) == 0
assert min_flips_for_or_target(0, 1, 0) == 1
with pytest.raises(ValueError):
    min_flips_for_or_target(-1, 0, 0)
with pytest.raises(ValueError):
    min_flips_for_or_target(0, 0, -1)
