# domain: validation
# function: is_valid_ipv4_cidr_block
# query: Validate IPv4 CIDR notation "a.b.c.d/n": four dot-separated decimal octets 0-255 without
#   leading zeros, and a prefix length n from 0 to 32 (no leading zeros). Returns a bool.

def is_valid_ipv4_cidr_block(cidr):
    address, slash, prefix = cidr.partition("/")
    if slash == "" or prefix == "" or not prefix.isdigit():
        return False
    if len(prefix) > 1 and prefix[0] == "0" or int(prefix) > 32:
        return False
    octets = address.split(".")
    if len(octets) != 4:
        return False
    for octet in octets:
        if not octet.isdigit() or (len(octet) > 1 and octet[0] == "0"):
            return False
        if int(octet) > 255:
            return False
    return True

# --- tests ---
import pytest

assert is_valid_ipv4_cidr_block("10.0.0.0/8") is True
assert is_valid_ipv4_cidr_block("0.0.0.0/0") is True
assert is_valid_ipv4_cidr_block("255.255.255.255/32") is True
assert is_valid_ipv4_cidr_block("192.168.1.0/33") is False
assert is_valid_ipv4_cidr_block("192.168.1.0/08") is False
assert is_valid_ipv4_cidr_block("192.168.1.0") is False
assert is_valid_ipv4_cidr_block("192.168.1.0/") is False
assert is_valid_ipv4_cidr_block("192.168.1/24") is False
assert is_valid_ipv4_cidr_block("192.168.256.0/24") is False
assert is_valid_ipv4_cidr_block("192.168.01.0/24") is False
