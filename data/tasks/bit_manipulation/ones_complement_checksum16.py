# domain: bit_manipulation
# function: ones_complement_checksum16
# query: Compute the 16-bit Internet (RFC 1071) checksum of a bytes object data: the one's
#   complement of the end-around-carry sum of its big-endian 16-bit words (an odd final byte is
#   padded with zero). Empty data gives 0xFFFF.

def ones_complement_checksum16(data):
    total = 0
    for i in range(0, len(data), 2):
        word = data[i] << 8
        if i + 1 < len(data):
            word |= data[i + 1]
        total += word
        total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF

# --- tests ---
import pytest

assert ones_complement_checksum16(b"") == 0xFFFF
assert ones_complement_checksum16(b"\x00\x01") == 0xFFFE
assert ones_complement_checksum16(b"\x01") == 0xFEFF
assert ones_complement_checksum16(b"\xff\xff") == 0x0000
assert ones_complement_checksum16(b"\x00\x01\xf2\x03\xf4\xf5\xf6\xf7") == 0x220D
assert ones_complement_checksum16(b"\x80\x00\x80\x00") == 0xFFFE
assert ones_complement_checksum16(b"\x12\x34\x56") == 0x97CB
assert ones_complement_checksum16(b"\x00\x00\x00\x00") == 0xFFFF
