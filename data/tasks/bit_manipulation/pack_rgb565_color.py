# domain: bit_manipulation
# function: pack_rgb565_color
# query: Pack 8-bit red, green and blue components into a 16-bit RGB565 value (5 bits red in the
#   top, 6 bits green, 5 bits blue), dropping the low bits of each channel. Raise ValueError if any
#   component is outside 0..255.

def pack_rgb565_color(red, green, blue):
    for channel in (red, green, blue):
        if channel < 0 or channel > 255:
            raise ValueError("components must be in 0..255")
    r5 = red >> 3
    g6 = green >> 2
    b5 = blue >> 3
    return (r5 << 11) | (g6 << 5) | b5

# --- tests ---
import pytest

assert pack_rgb565_color(0, 0, 0) == 0
assert pack_rgb565_color(255, 255, 255) == 0xFFFF
assert pack_rgb565_color(255, 0, 0) == 0xF800
assert pack_rgb565_color(0, 255, 0) == 0x07E0
assert pack_rgb565_color(0, 0, 255) == 0x001F
assert pack_rgb565_color(8, 4, 8) == 0x0821
assert pack_rgb565_color(7, 3, 7) == 0
with pytest.raises(ValueError):
    pack_rgb565_color(256, 0, 0)
with pytest.raises(ValueError):
    pack_rgb565_color(0, -1, 0)

# --- implementation 2: integer division and multiplication by the field weights ---
def pack_rgb565_color(red, green, blue):
    if not all(0 <= c <= 255 for c in (red, green, blue)):
        raise ValueError("component out of range")
    high, middle, low = red // 8, green // 4, blue // 8
    return high * 2048 + middle * 32 + low

# --- implementation 3: concatenate the top bits of each 8-digit binary string ---
def pack_rgb565_color(red, green, blue):
    if min(red, green, blue) < 0 or max(red, green, blue) > 255:
        raise ValueError("components must fit in a byte")
    r = format(red, "08b")[:5]
    g = format(green, "08b")[:6]
    b = format(blue, "08b")[:5]
    return int(r + g + b, 2)

# --- inputs ---
def random_input(rng):
    vals = [rng.choice([0, 255, 7, 8, 3, 4, rng.randint(0, 255), rng.randint(0, 255)]) for _ in range(3)]
    if rng.random() < 0.12:
        vals[rng.randrange(3)] = rng.choice([-1, 256, rng.randint(-50, -1), rng.randint(256, 400)])
    return tuple(vals)
