# domain: bit_manipulation
# function: crc8_checksum
# query: Compute the CRC-8 checksum (polynomial 0x07, initial value 0, no reflection, no final XOR)
#   of a bytes object data; empty data gives 0.

def crc8_checksum(data):
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            if crc & 0x80:
                crc = ((crc << 1) ^ 0x07) & 0xFF
            else:
                crc = (crc << 1) & 0xFF
    return crc

# --- tests ---
import pytest

assert crc8_checksum(b"") == 0
assert crc8_checksum(b"\x00") == 0
assert crc8_checksum(b"\x01") == 0x07
assert crc8_checksum(b"\x80") == 0x89
assert crc8_checksum(b"123456789") == 0xF4
assert crc8_checksum(b"\xff") == 0xF3
assert crc8_checksum(b"A") == 0xC0
assert crc8_checksum(b"\x01\x02") == 0x1B
