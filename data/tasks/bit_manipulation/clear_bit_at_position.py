# domain: bit_manipulation
# function: clear_bit_at_position
# query: Return n with the bit at the given position (0 = least significant) cleared to 0,
#   leaving all other bits unchanged. Raise ValueError if n or the position is negative.

def clear_bit_at_position(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must be non-negative")
    mask = ~(1 << position)
    return n & mask

# --- tests ---
import pytest

assert clear_bit_at_position(1, 0) == 0
assert clear_bit_at_position(15, 3) == 7
assert clear_bit_at_position(8, 2) == 8
assert clear_bit_at_position(7, 1) == 5
assert clear_bit_at_position(0, 5) == 0
assert clear_bit_at_position((1 << 40) + 3, 40) == 3
assert clear_bit_at_position(6, 2) == 2
with pytest.raises(ValueError):
    clear_bit_at_position(3, -1)
with pytest.raises(ValueError):
    clear_bit_at_position(-1, 2)
