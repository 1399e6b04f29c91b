# domain: bit_manipulation
# function: nth_set_bit_position
# query: Given a non-negative integer n, return the bit position of its k-th set bit, counting set
#   bits from the least significant end starting at k = 1 (e.g. n = 0b10110 with k = 2 -> 2).
#   Return -1 if there are fewer than k set bits; raise ValueError if k < 1 or n is negative.

def nth_set_bit_position(n, k):
    if k < 1 or n < 0:
        raise ValueError("k must be >= 1 and n non-negative")
    position = 0
    while n:
        if n & 1:
            k -= 1
            if k == 0:
                return position
        n >>= 1
        position += 1
    return -1

# --- tests ---
import pytest

assert nth_set_bit_position(1, 1) == 0
assert nth_set_bit_position(0b10110, 1) == 1
assert nth_set_bit_position(0b10110, 2) == 2
assert nth_set_bit_position(0b10110, 3) == 4
assert nth_set_bit_position(0b10110, 4) == -1
assert nth_set_bit_position(0, 1) == -1
assert nth_set_bit_position(1 << 20, 1) == 20
with pytest.raises(ValueError):
    nth_set_bit_position(5, 0)
with pytest.raises(ValueError):
    nth_set_bit_position(-1, 1)
