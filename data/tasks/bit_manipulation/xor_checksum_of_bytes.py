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
