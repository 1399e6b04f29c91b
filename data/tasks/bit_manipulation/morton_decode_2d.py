# domain: bit_manipulation
# function: morton_decode_2d
# query: Split a 32-bit Z-order (Morton) code back into its (x, y) coordinates, taking x from the
#   even bit positions and y from the odd ones. Raise ValueError if the code is negative or wider
#   than 32 bits.

def morton_decode_2d(code):
    if code < 0 or code >= 1 << 32:
        raise ValueError("code must be a 32-bit value")
    x = y = 0
    for bit in range(16):
        x |= ((code >> (2 * bit)) & 1) << bit
        y |= ((code >> (2 * bit + 1)) & 1) << bit
    return (x, y)

# --- tests ---
import pytest

assert morton_decode_2d(0) == (0, 0)
assert morton_decode_2d(1) == (1, 0)
assert morton_decode_2d(2) == (0, 1)
assert morton_decode_2d(15) == (3, 3)
assert morton_decode_2d(0b011001) == (5, 2)
assert morton_decode_2d(0x55555555) == (0xFFFF, 0)
assert morton_decode_2d(0x80000000) == (0, 0x8000)
with pytest.raises(ValueError):
    morton_decode_2d(1 << 32)
with pytest.raises(ValueError):
    morton_decode_2d(-1)
