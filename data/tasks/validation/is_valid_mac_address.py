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

# --- implementation 2: regex with a back-reference to the first separator ---
import re


def is_valid_mac_address(mac):
    pattern = r"[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}"
    matched = re.fullmatch(pattern, mac)
    return matched is not None

# --- implementation 3: try each separator and split into six hex pairs ---
import string


def is_valid_mac_address(mac):
    for sep in (":", "-"):
        pairs = mac.split(sep)
        if len(pairs) == 6 and all(len(p) == 2 and set(p) <= set(string.hexdigits) for p in pairs):
            return True
    return False

# --- implementation 4: stride slices pick out the separators and the hex digits ---
def is_valid_mac_address(mac):
    if len(mac) != 17:
        return False
    separators = mac[2::3]
    if separators not in (":" * 5, "-" * 5):
        return False
    digits = mac[0::3] + mac[1::3]
    return all(c in "0123456789abcdefABCDEF" for c in digits)

# --- inputs ---
def random_input(rng):
    pairs = ["".join(rng.choice("0123456789abcdefABCDEF") for _ in range(2)) for _ in range(6)]
    sep = rng.choice([":", "-", ":", "-", "."])
    mac = sep.join(pairs)
    r = rng.random()
    if r < 0.3:
        i = rng.randrange(len(mac))
        mac = mac[:i] + rng.choice(["g", ":", "-", "", "ab", "G"]) + mac[i + 1:]
    elif r < 0.4:
        mac = mac[:-1] + rng.choice("gG:z")
    elif r < 0.5:
        mac = rng.choice([mac[:-3], mac + sep + "ab", mac + "c"])
    return (mac,)
