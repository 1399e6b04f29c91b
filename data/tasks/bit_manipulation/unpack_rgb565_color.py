# domain: bit_manipulation
# function: unpack_rgb565_color
# query: Split a 16-bit RGB565 pixel into its raw (red, green, blue) fields, returning a tuple of
#   the 5-bit red, 6-bit green and 5-bit blue values. Raise ValueError if the pixel is outside
#   0..0xFFFF.

def unpack_rgb565_color(pixel):
    if pixel < 0 or pixel > 0xFFFF:
        raise ValueError("pixel must be a 16-bit value")
    red = (pixel >> 11) & 0x1F
    green = (pixel >> 5) & 0x3F
    blue = pixel & 0x1F
    return (red, green, blue)

# --- tests ---
import pytest

assert unpack_rgb565_color(0) == (0, 0, 0)
assert unpack_rgb565_color(0xFFFF) == (31, 63, 31)
assert unpack_rgb565_color(0xF800) == (31, 0, 0)
assert unpack_rgb565_color(0x07E0) == (0, 63, 0)
assert unpack_rgb565_color(0x001F) == (0, 0, 31)
assert unpack_rgb565_color(0x0821) == (1, 1, 1)
assert unpack_rgb565_color(0b1010110101001101) == (21, 42, 13)
with pytest.raises(ValueError):
    unpack_rgb565_color(0x10000)
with pytest.raises(ValueError):
    unpack_rgb565_color(-1)

# --- implementation 2: divmod by 32, then by 64 ---
def unpack_rgb565_color(pixel):
    if not 0 <= pixel <= 0xFFFF:
        raise ValueError("not a 16-bit pixel")
    rest, blue = divmod(pixel, 32)
    red, green = divmod(rest, 64)
    return (red, green, blue)

# --- implementation 3: slice the 16-digit binary string into 5, 6 and 5 digits ---
def unpack_rgb565_color(pixel):
    if pixel < 0 or pixel >> 16:
        raise ValueError("pixel out of range")
    bits = format(pixel, "016b")
    return (int(bits[:5], 2), int(bits[5:11], 2), int(bits[11:], 2))

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-100, -1),)
    if r < 0.12:
        return (0x10000 + rng.choice([0, 0, 1, rng.randint(0, 100)]),)
    if r < 0.3:
        return (rng.choice([0, 0xFFFF, 0xF800, 0x07E0, 0x001F, 0x0821, 0x8000]),)
    return (rng.randint(0, 0xFFFF),)
