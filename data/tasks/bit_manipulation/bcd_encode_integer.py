# domain: bit_manipulation
# function: bcd_encode_integer
# query: Encode a non-negative integer n in packed binary-coded decimal, one decimal digit per 4-bit
#   nibble (1234 -> 0x1234, 0 -> 0). Raise ValueError for a negative n.

def bcd_encode_integer(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    result = 0
    shift = 0
    while n > 0:
        result |= (n % 10) << shift
        n //= 10
        shift += 4
    return result

# --- tests ---
import pytest

assert bcd_encode_integer(0) == 0
assert bcd_encode_integer(7) == 0x7
assert bcd_encode_integer(10) == 0x10
assert bcd_encode_integer(99) == 0x99
assert bcd_encode_integer(1234) == 0x1234
assert bcd_encode_integer(905) == 0x905
with pytest.raises(ValueError):
    bcd_encode_integer(-1)
assert bcd_encode_integer(80) == 0x80
