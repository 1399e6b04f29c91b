# domain: bit_manipulation
# function: byte_swap_32bit
# query: Reverse the byte order of a 32-bit unsigned integer (endianness swap), e.g. 0x12345678 ->
#   0x78563412. Raise ValueError if the value is negative or does not fit in 32 bits.

def byte_swap_32bit(value):
    if value < 0 or value > 0xFFFFFFFF:
        raise ValueError("value must fit in 32 bits")
    result = 0
    for _ in range(4):
        result = (result << 8) | (value & 0xFF)
        value >>= 8
    return result

# --- tests ---
import pytest

assert byte_swap_32bit(0) == 0
assert byte_swap_32bit(0x12345678) == 0x78563412
assert byte_swap_32bit(0xFF) == 0xFF000000
assert byte_swap_32bit(0xFF000000) == 0xFF
assert byte_swap_32bit(0x00010000) == 0x00000100
assert byte_swap_32bit(0xFFFFFFFF) == 0xFFFFFFFF
assert byte_swap_32bit(0x80) == 0x80000000
with pytest.raises(ValueError):
    byte_swap_32bit(1 << 32)
with pytest.raises(ValueError):
    byte_swap_32bit(-1)
