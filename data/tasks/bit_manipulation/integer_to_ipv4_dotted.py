# domain: bit_manipulation
# function: integer_to_ipv4_dotted
# query: Format a 32-bit unsigned integer value as a dotted-quad IPv4 address string, most
#   significant octet first (3232235777 -> "192.168.1.1"). Raise ValueError when value is
#   outside 0..2**32-1.

def integer_to_ipv4_dotted(value):
    if value < 0 or value > 0xFFFFFFFF:
        raise ValueError("value must be a 32-bit unsigned integer")
    octets = []
    for shift in (24, 16, 8, 0):
        octets.append(str((value >> shift) & 0xFF))
    return ".".join(octets)

# --- tests ---
import pytest

assert integer_to_ipv4_dotted(0) == "0.0.0.0"
assert integer_to_ipv4_dotted(1) == "0.0.0.1"
assert integer_to_ipv4_dotted(3232235777) == "192.168.1.1"
assert integer_to_ipv4_dotted(0xFFFFFFFF) == "255.255.255.255"
assert integer_to_ipv4_dotted(0x0A0000FF) == "10.0.0.255"
assert integer_to_ipv4_dotted(0x01020304) == "1.2.3.4"
with pytest.raises(ValueError):
    integer_to_ipv4_dotted(1 << 32)
with pytest.raises(ValueError):
    integer_to_ipv4_dotted(-1)

# --- implementation 2: the four big-endian bytes of the value ---
def integer_to_ipv4_dotted(value):
    if not 0 <= value < 2 ** 32:
        raise ValueError("not a 32-bit unsigned value")
    octets = value.to_bytes(4, "big")
    return ".".join(str(b) for b in octets)

# --- implementation 3: peel octets off the low end with divmod by 256 ---
def integer_to_ipv4_dotted(value):
    if value < 0 or value > 4294967295:
        raise ValueError("value out of range")
    parts = []
    for _ in range(4):
        value, octet = divmod(value, 256)
        parts.insert(0, "%d" % octet)
    return ".".join(parts)

# --- implementation 4: the standard library's ipaddress.IPv4Address ---
import ipaddress


def integer_to_ipv4_dotted(value):
    if not 0 <= value <= 0xFFFFFFFF:
        raise ValueError("value outside the IPv4 range")
    address = ipaddress.IPv4Address(value)
    return str(address)

# --- implementation 5: 32-character binary string cut into 8-bit fields, each parsed back to a number ---
def integer_to_ipv4_dotted(value):
    if value < 0 or value >= 1 << 32:
        raise ValueError("value must fit in 32 unsigned bits")
    text = format(value, "032b")
    fields = [str(int(text[k:k + 8], 2)) for k in range(0, 32, 8)]
    return ".".join(fields)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-1000, -1),)
    if r < 0.12:
        return ((1 << 32) + rng.randint(0, 1000),)
    if r < 0.35:
        return (rng.choice([0, 1, 255, 256, 0xFFFFFFFF, 0xFF000000, 0x0A0000FF, 1 << 31]),)
    return (rng.randint(0, 0xFFFFFFFF),)
