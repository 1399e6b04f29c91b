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
