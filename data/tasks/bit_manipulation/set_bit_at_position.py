# domain: bit_manipulation
# function: set_bit_at_position
# query: Return n with the bit at the given position (0 = least significant) set to 1; bits that
#   are already set stay set. Raise ValueError if n or the position is negative.

def set_bit_at_position(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must be non-negative")
    mask = 1 << position
    return n | mask

# --- tests ---
import pytest

assert set_bit_at_position(0, 0) == 1
assert set_bit_at_position(0, 3) == 8
assert set_bit_at_position(8, 3) == 8
assert set_bit_at_position(5, 1) == 7
assert set_bit_at_position(5, 2) == 5
assert set_bit_at_position(1, 40) == (1 << 40) + 1
assert set_bit_at_position(6, 0) == 7
with pytest.raises(ValueError):
    set_bit_at_position(3, -1)
with pytest.raises(ValueError):
    set_bit_at_position(-1, 2)
