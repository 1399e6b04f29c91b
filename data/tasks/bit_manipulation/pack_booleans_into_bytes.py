# domain: bit_manipulation
# function: pack_booleans_into_bytes
# query: Pack a list of booleans into a bytes object, 8 flags per byte, first flag in the most
#   significant bit of the first byte; a final partial byte is padded with zero bits. An empty list
#   gives b"".

def pack_booleans_into_bytes(flags):
    out = bytearray()
    for start in range(0, len(flags), 8):
        byte = 0
        chunk = flags[start:start + 8]
        for index, flag in enumerate(chunk):
            if flag:
                byte |= 0x80 >> index
        out.append(byte)
    return bytes(out)

# --- tests ---
import pytest

assert pack_booleans_into_bytes([]) == b""
assert pack_booleans_into_bytes([True]) == b"\x80"
assert pack_booleans_into_bytes([False, True]) == b"\x40"
assert pack_booleans_into_bytes([True] * 8) == b"\xff"
assert pack_booleans_into_bytes([False] * 7 + [True]) == b"\x01"
assert pack_booleans_into_bytes([True] * 9) == b"\xff\x80"
assert pack_booleans_into_bytes([True, False, True, False, False, False, False, True, False, True]) == b"\xa1\x40"
assert pack_booleans_into_bytes([False] * 8) == b"\x00"

# --- implementation 2: a '0'/'1' string padded to whole bytes, parsed eight characters at a time ---
def pack_booleans_into_bytes(flags):
    bits = "".join("1" if flag else "0" for flag in flags)
    padding = -len(bits) % 8
    bits += "0" * padding
    return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))

# --- implementation 3: preallocated bytearray, each true flag ORed into its byte ---
def pack_booleans_into_bytes(flags):
    packed = bytearray((len(flags) + 7) // 8)
    for i, flag in enumerate(flags):
        if flag:
            packed[i // 8] |= 1 << (7 - i % 8)
    return bytes(packed)

# --- implementation 4: one big integer of all flags, padded and converted with to_bytes ---
def pack_booleans_into_bytes(flags):
    value = 0
    for flag in flags:
        value = (value << 1) | (1 if flag else 0)
    padding = -len(flags) % 8
    size = (len(flags) + padding) // 8
    return (value << padding).to_bytes(size, "big")

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 7, 8, 9, 16, rng.randint(0, 30)])
    p = rng.random()
    return ([rng.random() < p for _ in range(n)],)
