# domain: validation
# function: is_valid_ipv4_netmask
# query: Check whether a dotted-quad string is a valid IPv4 subnet mask: four octets 0-255 whose
#   32-bit value, written in binary, is a run of 1s followed only by 0s (e.g. 255.255.255.0, also
#   0.0.0.0 and 255.255.255.255). Returns a bool.

def is_valid_ipv4_netmask(mask):
    parts = mask.split(".")
    if len(parts) != 4:
        return False
    value = 0
    for part in parts:
        if not part.isdigit() or int(part) > 255:
            return False
        value = (value << 8) | int(part)
    inverted = value ^ 0xFFFFFFFF
    return inverted & (inverted + 1) == 0

# --- tests ---
import pytest

assert is_valid_ipv4_netmask("255.255.255.0") is True
assert is_valid_ipv4_netmask("255.255.255.255") is True
assert is_valid_ipv4_netmask("0.0.0.0") is True
assert is_valid_ipv4_netmask("255.255.254.0") is True
assert is_valid_ipv4_netmask("255.255.0.255") is False
assert is_valid_ipv4_netmask("255.0.255.0") is False
assert is_valid_ipv4_netmask("128.0.0.0") is True
assert is_valid_ipv4_netmask("127.0.0.0") is False
assert is_valid_ipv4_netmask("255.255.256.0") is False
assert is_valid_ipv4_netmask("255.255.255") is False
