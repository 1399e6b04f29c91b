# domain: validation
# function: is_valid_mac_address
# query: Validate a MAC address written as six pairs of hex digits separated consistently by either
#   ":" or "-" (e.g. "01:23:45:67:89:ab"); mixing separators is invalid. Returns a bool.

def is_valid_mac_address(mac):
    if len(mac) != 17:
        return False
    sep = mac[2]
    if sep != ":" and sep != "-":
        return False
    for i in range(17):
        if i % 3 == 2:
            if mac[i] != sep:
                return False
        elif mac[i] not in "0123456789abcdefABCDEF":
            return False
    return True

# --- tests ---
import pytest

assert is_valid_mac_address("01:23:45:67:89:ab") is True
assert is_valid_mac_address("01-23-45-67-89-AB") is True
assert is_valid_mac_address("01:23-45:67:89:ab") is False
assert is_valid_mac_address("01.23.45.67.89.ab") is False
assert is_valid_mac_address("01:23:45:67:89:ag") is False
assert is_valid_mac_address("01:23:45:67:89") is False
assert is_valid_mac_address("01:23:45:67:89:abc") is False
assert is_valid_mac_address("0123:45:67:89:ab") is False
assert is_valid_mac_address("g1:23:45:67:89:ab") is False
