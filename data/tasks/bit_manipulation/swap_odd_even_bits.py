# domain: bit_manipulation
# function: swap_odd_even_bits
# query: Swap every even-positioned bit of a 32-bit unsigned integer n with the odd-positioned bit
#   next to it (bit 0 with bit 1, bit 2 with bit 3, ...). Raise ValueError if n is negative or
#   does not fit in 32 bits.

def swap_odd_even_bits(n):
    if n < 0 or n > 0xFFFFFFFF:
        raise ValueError("n must be a 32-bit unsigned integer")
    even_bits = n & 0x55555555
    odd_bits = n & 0xAAAAAAAA
    return (even_bits << 1) | (odd_bits >> 1)

# --- tests ---
import pytest

assert swap_odd_even_bits(0) == 0
assert swap_odd_even_bits(1) == 2
assert swap_odd_even_bits(2) == 1
assert swap_odd_even_bits(3) == 3
assert swap_odd_even_bits(23) == 43
assert swap_odd_even_bits(0xFFFFFFFF) == 0xFFFFFFFF
assert swap_odd_even_bits(0x80000000) == 0x40000000
with pytest.raises(ValueError):
    swap_odd_even_bits(0x100000000)
with pytest.raises(ValueError):
    swap_odd_even_bits(-1)
