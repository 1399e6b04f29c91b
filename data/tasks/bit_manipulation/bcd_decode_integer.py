# domain: bit_manipulation
# function: bcd_decode_integer
# query: Decode a packed binary-coded decimal value bcd (one decimal digit per nibble, 0x1234 ->
#   1234) back to an integer. Raise ValueError if bcd is negative or any nibble is greater than
#   9.

def bcd_decode_integer(bcd):
    if bcd < 0:
        raise ValueError("bcd must be non-negative")
    result = 0
    place = 1
    while bcd > 0:
        digit = bcd & 0xF
        if digit > 9:
            raise ValueError("invalid BCD nibble")
        result += digit * place
        place *= 10
        bcd >>= 4
    return result

# --- tests ---
import pytest

assert bcd_decode_integer(0) == 0
assert bcd_decode_integer(0x7) == 7
assert bcd_decode_integer(0x10) == 10
assert bcd_decode_integer(0x99) == 99
assert bcd_decode_integer(0x1234) == 1234
assert bcd_decode_integer(0x905) == 905
with pytest.raises(ValueError):
    bcd_decode_integer(0x1A)
with pytest.raises(ValueError):
    bcd_decode_integer(-1)
