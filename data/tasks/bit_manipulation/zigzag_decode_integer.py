# domain: bit_manipulation
# function: zigzag_decode_integer
# query: Decode a ZigZag-encoded non-negative integer (as used by Protocol Buffers) back to its
#   signed value: 0 -> 0, 1 -> -1, 2 -> 1, 3 -> -2. Raise ValueError for a negative code.

def zigzag_decode_integer(code):
    if code < 0:
        raise ValueError("code must be non-negative")
    half = code >> 1
    if code & 1:
        return -half - 1
    return half

# --- tests ---
import pytest

assert zigzag_decode_integer(0) == 0
assert zigzag_decode_integer(1) == -1
assert zigzag_decode_integer(2) == 1
assert zigzag_decode_integer(3) == -2
assert zigzag_decode_integer(4) == 2
assert zigzag_decode_integer(4294967295) == -2147483648
assert zigzag_decode_integer(127) == -64
with pytest.raises(ValueError):
    zigzag_decode_integer(-1)

# --- implementation 2: half the code XOR the negated low bit ---
def zigzag_decode_integer(code):
    if code < 0:
        raise ValueError("negative code")
    sign = -(code & 1)
    return (code >> 1) ^ sign

# --- implementation 3: magnitude (code + 1) // 2, negative for odd codes ---
def zigzag_decode_integer(code):
    if code < 0:
        raise ValueError("code must not be negative")
    magnitude = (code + 1) // 2
    return -magnitude if code % 2 else magnitude

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-100, -1),)
    if r < 0.35:
        return (rng.choice([0, 1, 2, 3, 4, 127, 128, 4294967295, 4294967294]),)
    return (rng.randint(0, 1 << rng.randint(1, 40)),)
