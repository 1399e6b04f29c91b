# domain: bit_manipulation
# function: morton_encode_2d
# query: Interleave the bits of two non-negative 16-bit coordinates into a Z-order (Morton) code,
#   with x's bits in the even positions and y's bits in the odd positions. Raise ValueError if
#   either coordinate is outside 0..65535.

def morton_encode_2d(x, y):
    if not (0 <= x <= 0xFFFF and 0 <= y <= 0xFFFF):
        raise ValueError("coordinates must fit in 16 bits")
    code = 0
    for bit in range(16):
        code |= ((x >> bit) & 1) << (2 * bit)
        code |= ((y >> bit) & 1) << (2 * bit + 1)
    return code

# --- tests ---
import pytest

assert morton_encode_2d(0, 0) == 0
assert morton_encode_2d(1, 0) == 1
assert morton_encode_2d(0, 1) == 2
assert morton_encode_2d(0, 0xFFFF) == 0xAAAAAAAA
assert morton_encode_2d(5, 2) == 0b011001
assert morton_encode_2d(0xFFFF, 0) == 0x55555555
assert morton_encode_2d(0, 0x8000) == 0x80000000
with pytest.raises(ValueError):
    morton_encode_2d(0x10000, 0)
with pytest.raises(ValueError):
    morton_encode_2d(0, -1)
