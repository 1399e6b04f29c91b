# domain: bit_manipulation
# function: xor_checksum_of_bytes
# query: Compute a simple longitudinal XOR checksum: XOR together all bytes of data (a bytes object
#   or list of ints in 0..255) and return the resulting byte; empty data gives 0. Raise
#   ValueError for an element outside 0..255.

def xor_checksum_of_bytes(data):
    checksum = 0
    for byte in data:
        if byte < 0 or byte > 255:
            raise ValueError("byte out of range")
        checksum ^= byte
    return checksum

# --- tests ---
import pytest

assert xor_checksum_of_bytes(b"") == 0
assert xor_checksum_of_bytes([0]) == 0
assert xor_checksum_of_bytes([0x5A]) == 0x5A
assert xor_checksum_of_bytes([1, 2, 3]) == 0
assert xor_checksum_of_bytes(b"\x0f\xf0") == 0xFF
assert xor_checksum_of_bytes([255, 255, 1]) == 1
with pytest.raises(ValueError):
    xor_checksum_of_bytes([1, 256])
with pytest.raises(ValueError):
    xor_checksum_of_bytes([-1])
assert xor_checksum_of_bytes([6, 3]) == 5

# --- implementation 2: validate all elements, then functools.reduce with operator.xor ---
from functools import reduce
from operator import xor


def xor_checksum_of_bytes(data):
    values = list(data)
    if any(not 0 <= b <= 255 for b in values):
        raise ValueError("element outside 0..255")
    return reduce(xor, values, 0)

# --- implementation 3: parity of the count of ones at each of the 8 bit positions ---
def xor_checksum_of_bytes(data):
    counts = [0] * 8
    for byte in data:
        if not 0 <= byte < 256:
            raise ValueError("byte out of range")
        for bit in range(8):
            counts[bit] += (byte >> bit) & 1
    return sum(1 << bit for bit in range(8) if counts[bit] % 2)

# --- inputs ---
def random_input(rng):
    values = [rng.choice([0, 255, 1, rng.randint(0, 255)]) for _ in range(rng.randint(0, 10))]
    if rng.random() < 0.12:
        values.insert(rng.randint(0, len(values)), rng.choice([-1, 256, 300]))
        return (values,)
    if rng.random() < 0.4:
        return (bytes(values),)
    return (values,)
