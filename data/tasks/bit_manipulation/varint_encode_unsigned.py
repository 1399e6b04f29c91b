# domain: bit_manipulation
# function: varint_encode_unsigned
# query: Encode a non-negative integer n as an unsigned LEB128 / protobuf varint: 7 bits per byte,
#   least significant group first, with the high bit set on every byte except the last. Raise
#   ValueError for a negative n.

def varint_encode_unsigned(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    out = bytearray()
    while True:
        group = n & 0x7F
        n >>= 7
        if n == 0:
            out.append(group)
            return bytes(out)
        out.append(group | 0x80)

# --- tests ---
import pytest

assert varint_encode_unsigned(0) == b"\x00"
assert varint_encode_unsigned(1) == b"\x01"
assert varint_encode_unsigned(127) == b"\x7f"
assert varint_encode_unsigned(128) == b"\x80\x01"
assert varint_encode_unsigned(300) == b"\xac\x02"
assert varint_encode_unsigned(16384) == b"\x80\x80\x01"
assert varint_encode_unsigned(624485) == b"\xe5\x8e\x26"
with pytest.raises(ValueError):
    varint_encode_unsigned(-1)

# --- implementation 2: recursion, one continuation byte per call ---
def varint_encode_unsigned(n):
    if n < 0:
        raise ValueError("negative input")
    if n < 0x80:
        return bytes([n])
    return bytes([(n & 0x7F) | 0x80]) + varint_encode_unsigned(n >> 7)

# --- implementation 3: split into base-128 digits, then flag all but the last ---
def varint_encode_unsigned(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    groups = []
    while True:
        n, low = divmod(n, 128)
        groups.append(low)
        if n == 0:
            break
    return bytes([g + 128 for g in groups[:-1]] + groups[-1:])

# --- implementation 4: the number of 7-bit groups from bit_length, then one byte per group ---
def varint_encode_unsigned(n):
    if n < 0:
        raise ValueError("negative n")
    groups = max(1, (n.bit_length() + 6) // 7)
    out = bytearray()
    for i in range(groups):
        byte = (n >> (7 * i)) & 0x7F
        if i < groups - 1:
            byte |= 0x80
        out.append(byte)
    return bytes(out)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-300, -1),)
    if r < 0.35:
        return (rng.choice([0, 1, 127, 128, 255, 300, 16383, 16384, (1 << 21) - 1, 1 << 21]),)
    return (rng.randint(0, 1 << rng.randint(1, 50)),)
