# domain: bit_manipulation
# function: varint_decode_unsigned
# query: Decode an unsigned LEB128 / protobuf varint from the start of a bytes object and return
#   (value, bytes_consumed). Raise ValueError if the data ends before a byte without the
#   continuation bit (0x80) is seen.

def varint_decode_unsigned(data):
    value = 0
    shift = 0
    for index, byte in enumerate(data):
        value |= (byte & 0x7F) << shift
        if byte & 0x80 == 0:
            return (value, index + 1)
        shift += 7
    raise ValueError("truncated varint")

# --- tests ---
import pytest

assert varint_decode_unsigned(b"\x00") == (0, 1)
assert varint_decode_unsigned(b"\x7f") == (127, 1)
assert varint_decode_unsigned(b"\x80\x01") == (128, 2)
assert varint_decode_unsigned(b"\xac\x02") == (300, 2)
assert varint_decode_unsigned(b"\xe5\x8e\x26\xff") == (624485, 3)
assert varint_decode_unsigned(b"\x01\x02") == (1, 1)
with pytest.raises(ValueError):
    varint_decode_unsigned(b"\x80")
with pytest.raises(ValueError):
    varint_decode_unsigned(b"")

# --- implementation 2: locate the terminating byte first, then fold the groups from the top ---
def varint_decode_unsigned(data):
    end = next((i for i, b in enumerate(data) if b < 0x80), None)
    if end is None:
        raise ValueError("truncated varint")
    value = 0
    for byte in reversed(data[:end + 1]):
        value = (value << 7) | (byte & 0x7F)
    return (value, end + 1)

# --- implementation 3: index loop with a running weight of 128**k ---
def varint_decode_unsigned(data):
    value = 0
    weight = 1
    i = 0
    while i < len(data):
        byte = data[i]
        value += (byte % 128) * weight
        i += 1
        if byte < 128:
            return (value, i)
        weight *= 128
    raise ValueError("varint is truncated")

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 127, 128, 300, 16383, 16384, rng.randint(0, 1 << rng.randint(1, 40))])
    out = bytearray()
    while True:
        group, n = n & 0x7F, n >> 7
        if n == 0:
            out.append(group)
            break
        out.append(group | 0x80)
    r = rng.random()
    if r < 0.15:
        out = out[:-1]
    elif r < 0.4:
        out += bytes(rng.randint(0, 255) for _ in range(rng.randint(1, 3)))
    return (bytes(out),)
