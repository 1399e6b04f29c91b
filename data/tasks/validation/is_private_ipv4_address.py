# domain: validation
# function: is_private_ipv4_address
# query: Given a dotted-quad IPv4 string, return True if it is in a private range (10.0.0.0/8,
#   172.16.0.0/12 or 192.168.0.0/16), False if it is a valid public address, and raise ValueError if
#   it is not a valid IPv4 address.

def is_private_ipv4_address(address):
    parts = address.split(".")
    if len(parts) != 4 or not all(p.isdigit() and int(p) <= 255 for p in parts):
        raise ValueError("invalid IPv4 address")
    a, b = int(parts[0]), int(parts[1])
    if a == 10:
        return True
    if a == 172 and 16 <= b <= 31:
        return True
    return a == 192 and b == 168

# --- tests ---
import pytest

assert is_private_ipv4_address("10.1.2.3") is True
assert is_private_ipv4_address("11.0.0.1") is False
assert is_private_ipv4_address("172.16.0.1") is True
assert is_private_ipv4_address("172.31.255.255") is True
assert is_private_ipv4_address("172.15.0.1") is False
assert is_private_ipv4_address("172.32.0.1") is False
assert is_private_ipv4_address("192.168.0.1") is True
assert is_private_ipv4_address("192.169.0.1") is False
with pytest.raises(ValueError):
    is_private_ipv4_address("10.0.0")
with pytest.raises(ValueError):
    is_private_ipv4_address("10.0.0.256")
