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

# --- implementation 2: spread each coordinate's bits with the mask-and-shift magic numbers ---
def _spread_bits(v):
    v = (v | (v << 8)) & 0x00FF00FF
    v = (v | (v << 4)) & 0x0F0F0F0F
    v = (v | (v << 2)) & 0x33333333
    v = (v | (v << 1)) & 0x55555555
    return v


def morton_encode_2d(x, y):
    if not 0 <= x < 65536 or not 0 <= y < 65536:
        raise ValueError("coordinate out of range")
    return _spread_bits(x) | (_spread_bits(y) << 1)

# --- implementation 3: interleave the characters of the 16-digit binary strings ---
def morton_encode_2d(x, y):
    if min(x, y) < 0 or max(x, y) > 0xFFFF:
        raise ValueError("coordinates must be 16-bit")
    xs = format(x, "016b")
    ys = format(y, "016b")
    return int("".join(b + a for a, b in zip(xs, ys)), 2)

# --- implementation 4: a 256-entry table that spreads one byte, applied to each byte of x and y ---
_SPREAD_BYTE = [sum(((b >> i) & 1) << (2 * i) for i in range(8)) for b in range(256)]


def morton_encode_2d(x, y):
    if x < 0 or y < 0 or x > 0xFFFF or y > 0xFFFF:
        raise ValueError("coordinates must be in 0..65535")
    xs = _SPREAD_BYTE[x & 0xFF] | (_SPREAD_BYTE[x >> 8] << 16)
    ys = _SPREAD_BYTE[y & 0xFF] | (_SPREAD_BYTE[y >> 8] << 16)
    return xs | (ys << 1)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.05:
        return (rng.choice([-1, 0x10000, 0x10005]), rng.randint(0, 0xFFFF))
    if r < 0.1:
        return (rng.randint(0, 0xFFFF), rng.choice([-1, -7, 0x10000]))
    edge = [0, 1, 0xFFFF, 0x8000, 0x7FFF]
    x = rng.choice(edge + [rng.randint(0, 0xFFFF)] * 3)
    y = rng.choice(edge + [rng.randint(0, 0xFFFF)] * 3)
    return (x, y)
