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
