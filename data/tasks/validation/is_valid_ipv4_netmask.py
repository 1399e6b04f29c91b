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

# --- implementation 2: concatenate the octets' 8-bit binary forms and look for "01" ---
def is_valid_ipv4_netmask(mask):
    octets = mask.split(".")
    if len(octets) != 4:
        return False
    if not all(o.isdigit() and int(o) < 256 for o in octets):
        return False
    bits = "".join(format(int(o), "08b") for o in octets)
    return "01" not in bits

# --- implementation 3: the mask must equal one of the 33 prefix masks ---
MASKS = {(0xFFFFFFFF << (32 - n)) & 0xFFFFFFFF for n in range(33)}


def is_valid_ipv4_netmask(mask):
    parts = mask.split(".")
    if len(parts) != 4 or not all(p.isdigit() for p in parts):
        return False
    numbers = [int(p) for p in parts]
    if max(numbers) > 255:
        return False
    return int.from_bytes(bytes(numbers), "big") in MASKS

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.5:
        n = rng.randint(0, 32)
        value = (0xFFFFFFFF << (32 - n)) & 0xFFFFFFFF
        if rng.random() < 0.3:
            value ^= 1 << rng.randint(0, 31)
        octets = [str((value >> s) & 255) for s in (24, 16, 8, 0)]
    elif r < 0.6:
        octets = rng.choice([["255", "255", "255", "256"], ["255", "255", "254", "256"], ["256", "0", "0", "0"]])
    else:
        octets = [rng.choice(["255", "0", "128", "127", "254", "256", "", "x"]) for _ in range(rng.choice([3, 4, 4]))]
    return (".".join(octets),)
