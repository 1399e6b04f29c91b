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

# --- implementation 2: precomputed 256-entry table, one lookup per byte ---
def _crc8_table():
    table = []
    for i in range(256):
        crc = i
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
        table.append(crc)
    return table


_CRC8_TABLE = _crc8_table()


def crc8_checksum(data):
    crc = 0
    for byte in data:
        crc = _CRC8_TABLE[crc ^ byte]
    return crc

# --- implementation 3: GF(2) remainder of the whole message times x^8 modulo x^8+x^2+x+1 ---
def crc8_checksum(data):
    remainder = int.from_bytes(data, "big") << 8
    poly = 0x107
    while remainder.bit_length() > 8:
        remainder ^= poly << (remainder.bit_length() - 9)
    return remainder

# --- implementation 4: serial shift register fed one message bit at a time ---
def crc8_checksum(data):
    crc = 0
    for byte in data:
        for i in range(7, -1, -1):
            feedback = ((crc >> 7) & 1) ^ ((byte >> i) & 1)
            crc = (crc << 1) & 0xFF
            if feedback:
                crc ^= 0x07
    return crc

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 1, 2, rng.randint(0, 20)])
    return (bytes(rng.choice([0, 1, 0x80, 0xFF, rng.randint(0, 255)]) for _ in range(n)),)
