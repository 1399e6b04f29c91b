# domain: bit_manipulation
# function: toggle_bit_at_position
# query: Flip the bit of n at the given position (0 = least significant): a 0 becomes 1 and a 1
#   becomes 0. Return the new integer; raise ValueError if n or the position is negative.

def toggle_bit_at_position(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must be non-negative")
    mask = 1 << position
    return n ^ mask

# --- tests ---
import pytest

assert toggle_bit_at_position(0, 0) == 1
assert toggle_bit_at_position(1, 0) == 0
assert toggle_bit_at_position(5, 1) == 7
assert toggle_bit_at_position(7, 1) == 5
assert toggle_bit_at_position(8, 3) == 0
assert toggle_bit_at_position(0, 4) == 16
assert toggle_bit_at_position(3, 2) == 7
with pytest.raises(ValueError):
    toggle_bit_at_position(3, -1)
with pytest.raises(ValueError):
    toggle_bit_at_position(-1, 2)
