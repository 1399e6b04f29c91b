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

# --- implementation 2: flip in a the masked bits where a and b differ ---
def merge_bits_under_mask(a, b, mask):
    if min(a, b, mask) < 0:
        raise ValueError("negative value")
    differing = (a ^ b) & mask
    return a ^ differing

# --- implementation 3: choose the source of every bit position in a loop ---
def merge_bits_under_mask(a, b, mask):
    if any(v < 0 for v in (a, b, mask)):
        raise ValueError("values must be non-negative")
    result = 0
    for i in range(max(a, b, mask).bit_length()):
        source = b if (mask >> i) & 1 else a
        result |= ((source >> i) & 1) << i
    return result

# --- inputs ---
def random_input(rng):
    vals = [rng.choice([0, rng.randint(0, 15), rng.randint(0, 1 << 20)]) for _ in range(3)]
    if rng.random() < 0.12:
        vals[rng.randrange(3)] = rng.randint(-9, -1)
    return tuple(vals)
