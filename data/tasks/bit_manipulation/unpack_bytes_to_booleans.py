# domain: bit_manipulation
# function: unpack_bytes_to_booleans
# query: Expand a bytes object data into a list of booleans, 8 per byte with the most significant
#   bit first, and return only the first count flags. Raise ValueError if count is negative or
#   exceeds 8 * len(data).

def unpack_bytes_to_booleans(data, count):
    if count < 0 or count > 8 * len(data):
        raise ValueError("count out of range")
    flags = []
    for index in range(count):
        byte = data[index // 8]
        bit = 7 - index % 8
        flags.append((byte >> bit) & 1 == 1)
    return flags

# --- tests ---
import pytest

assert unpack_bytes_to_booleans(b"", 0) == []
assert unpack_bytes_to_booleans(b"\x80", 1) == [True]
assert unpack_bytes_to_booleans(b"\x40", 2) == [False, True]
assert unpack_bytes_to_booleans(b"\x01", 8) == [False] * 7 + [True]
assert unpack_bytes_to_booleans(b"\xff\x80", 9) == [True] * 9
assert unpack_bytes_to_booleans(b"\xa1\x40", 10) == [True, False, True, False, False, False, False, True, False, True]
with pytest.raises(ValueError):
    unpack_bytes_to_booleans(b"\x00", 9)
with pytest.raises(ValueError):
    unpack_bytes_to_booleans(b"\x00", -1)
assert unpack_bytes_to_booleans(b"\x00\xff", 16)[7:9] == [False, True]

# --- implementation 2: concatenate 8-digit binary strings, slice, map to booleans ---
def unpack_bytes_to_booleans(data, count):
    if not 0 <= count <= 8 * len(data):
        raise ValueError("count out of range")
    bits = "".join(format(byte, "08b") for byte in data)
    return [ch == "1" for ch in bits[:count]]

# --- implementation 3: expand every byte with a mask sweep, then truncate ---
def unpack_bytes_to_booleans(data, count):
    if count < 0 or count > len(data) * 8:
        raise ValueError("count must be between 0 and 8 * len(data)")
    flags = []
    for byte in data:
        for mask in (128, 64, 32, 16, 8, 4, 2, 1):
            flags.append(bool(byte & mask))
    return flags[:count]

# --- implementation 4: read the bytes as one big-endian integer and test bits from the top ---
def unpack_bytes_to_booleans(data, count):
    total = 8 * len(data)
    if count < 0 or count > total:
        raise ValueError("count out of range")
    value = int.from_bytes(data, "big")
    return [(value >> (total - 1 - i)) & 1 == 1 for i in range(count)]

# --- inputs ---
def random_input(rng):
    data = bytes(rng.choice([0, 0xFF, 0x80, 0x01, rng.randint(0, 255)]) for _ in range(rng.randint(0, 5)))
    limit = 8 * len(data)
    r = rng.random()
    if r < 0.06:
        return (data, rng.randint(-5, -1))
    if r < 0.12:
        return (data, limit + rng.randint(1, 8))
    return (data, rng.choice([0, limit, max(0, limit - 1), rng.randint(0, limit)]))
