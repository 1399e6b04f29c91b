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

# --- implementation 2: compact the even bits with the mask-and-shift magic numbers ---
def _compact_even_bits(v):
    v &= 0x55555555
    v = (v | (v >> 1)) & 0x33333333
    v = (v | (v >> 2)) & 0x0F0F0F0F
    v = (v | (v >> 4)) & 0x00FF00FF
    v = (v | (v >> 8)) & 0x0000FFFF
    return v


def morton_decode_2d(code):
    if not 0 <= code <= 0xFFFFFFFF:
        raise ValueError("code out of 32-bit range")
    return (_compact_even_bits(code), _compact_even_bits(code >> 1))

# --- implementation 3: take every other character of the 32-digit binary string ---
def morton_decode_2d(code):
    if code < 0 or code.bit_length() > 32:
        raise ValueError("code must fit in 32 bits")
    bits = format(code, "032b")
    y = int(bits[0::2], 2)
    x = int(bits[1::2], 2)
    return (x, y)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-100, -1),)
    if r < 0.12:
        return ((1 << 32) + rng.randint(0, 100),)
    if r < 0.35:
        return (rng.choice([0, 1, 2, 3, 0x55555555, 0xAAAAAAAA, 0xFFFFFFFF, 0x80000000, 0x40000000]),)
    return (rng.randint(0, 0xFFFFFFFF),)
