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
