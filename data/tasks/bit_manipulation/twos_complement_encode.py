# domain: bit_manipulation
# function: twos_complement_encode
# query: Encode a signed integer number as its unsigned two's complement bit pattern of the given
#   width (e.g. number -1 with width 8 -> 255). Raise OverflowError if number is outside the
#   representable range -2**(width-1) .. 2**(width-1)-1, and ValueError if width is not
#   positive.

def twos_complement_encode(number, width):
    if width <= 0:
        raise ValueError("width must be positive")
    low = -(1 << (width - 1))
    high = (1 << (width - 1)) - 1
    if number < low or number > high:
        raise OverflowError("number out of range")
    if number < 0:
        return number + (1 << width)
    return number

# --- tests ---
import pytest

assert twos_complement_encode(0, 8) == 0
assert twos_complement_encode(-1, 8) == 255
assert twos_complement_encode(127, 8) == 127
assert twos_complement_encode(-128, 8) == 128
assert twos_complement_encode(-2, 4) == 14
assert twos_complement_encode(-32768, 16) == 0x8000
with pytest.raises(OverflowError):
    twos_complement_encode(128, 8)
with pytest.raises(OverflowError):
    twos_complement_encode(-129, 8)
with pytest.raises(ValueError):
    twos_complement_encode(0, 0)
assert twos_complement_encode(-1, 1) == 1
