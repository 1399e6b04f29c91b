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
