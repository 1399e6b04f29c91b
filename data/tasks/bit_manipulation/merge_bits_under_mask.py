# domain: bit_manipulation
# function: merge_bits_under_mask
# query: Combine two integers a and b bit by bit under a mask: where mask has a 1 take the bit from
#   b, where it has a 0 take the bit from a. All three values must be non-negative, else raise
#   ValueError.

def merge_bits_under_mask(a, b, mask):
    if a < 0 or b < 0 or mask < 0:
        raise ValueError("values must be non-negative")
    from_a = a & ~mask
    from_b = b & mask
    return from_a | from_b

# --- tests ---
import pytest

assert merge_bits_under_mask(0, 0, 0) == 0
assert merge_bits_under_mask(0b1111, 0, 0b0101) == 0b1010
assert merge_bits_under_mask(0, 0b1111, 0b0101) == 0b0101
assert merge_bits_under_mask(0b1100, 0b0011, 0) == 0b1100
assert merge_bits_under_mask(0b1100, 0b0011, 0b1111) == 0b0011
assert merge_bits_under_mask(0b1010, 0b0110, 0b0011) == 0b1010
with pytest.raises(ValueError):
    merge_bits_under_mask(-1, 0, 0)
with pytest.raises(ValueError):
    merge_bits_under_mask(0, -1, 0)
with pytest.raises(ValueError):
    merge_bits_under_mask(0, 0, -1)
