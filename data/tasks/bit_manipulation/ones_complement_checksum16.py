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

# --- implementation 2: add all words first, fold the carries at the end ---
def ones_complement_checksum16(data):
    if len(data) % 2:
        data = data + b"\x00"
    total = sum(int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data), 2))
    while total > 0xFFFF:
        total = (total & 0xFFFF) + (total >> 16)
    return 0xFFFF - total

# --- implementation 3: struct-unpack the words; wrap by subtracting 0xFFFF on overflow ---
import struct


def ones_complement_checksum16(data):
    padded = bytes(data) + b"\x00" * (len(data) % 2)
    words = struct.unpack(">%dH" % (len(padded) // 2), padded)
    total = 0
    for word in words:
        total += word
        if total > 0xFFFF:
            total -= 0xFFFF
    return total ^ 0xFFFF

# --- implementation 4: the end-around-carry sum is the plain sum reduced modulo 0xFFFF into 1..0xFFFF ---
def ones_complement_checksum16(data):
    padded = bytes(data) + (b"\x00" if len(data) % 2 else b"")
    total = 0
    for i in range(0, len(padded), 2):
        total += padded[i] * 256 + padded[i + 1]
    folded = (total - 1) % 0xFFFF + 1 if total else 0
    return 0xFFFF - folded

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, rng.randint(0, 30)])
    return (bytes(rng.choice([0, 0xFF, 0x80, rng.randint(0, 255)]) for _ in range(n)),)
