# domain: bit_manipulation
# function: ipv4_dotted_to_integer
# query: Convert a dotted-quad IPv4 address string such as "192.168.1.1" into its 32-bit integer
#   value. Raise ValueError unless there are exactly four decimal parts each in 0..255.

def ipv4_dotted_to_integer(address):
    parts = address.split(".")
    if len(parts) != 4:
        raise ValueError("expected four octets")
    value = 0
    for part in parts:
        if not part.isdigit():
            raise ValueError("octet must be decimal")
        octet = int(part)
        if octet > 255:
            raise ValueError("octet out of range")
        value = (value << 8) | octet
    return value

# --- tests ---
import pytest

assert ipv4_dotted_to_integer("0.0.0.0") == 0
assert ipv4_dotted_to_integer("0.0.0.1") == 1
assert ipv4_dotted_to_integer("192.168.1.1") == 3232235777
assert ipv4_dotted_to_integer("255.255.255.255") == 0xFFFFFFFF
assert ipv4_dotted_to_integer("10.0.0.255") == 0x0A0000FF
with pytest.raises(ValueError):
    ipv4_dotted_to_integer("1.2.3")
with pytest.raises(ValueError):
    ipv4_dotted_to_integer("1.2.3.256")
with pytest.raises(ValueError):
    ipv4_dotted_to_integer("1.2.-3.4")
with pytest.raises(ValueError):
    ipv4_dotted_to_integer("1.2.3.4.5")
