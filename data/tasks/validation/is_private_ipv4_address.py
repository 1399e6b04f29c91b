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

# --- implementation 2: pack the octets into a 32-bit int and test the masked networks ---
def is_private_ipv4_address(address):
    octets = address.split(".")
    if len(octets) != 4 or any(not o.isdigit() or int(o) > 255 for o in octets):
        raise ValueError("bad address: %r" % address)
    value = 0
    for o in octets:
        value = (value << 8) | int(o)
    networks = [(0x0A000000, 8), (0xAC100000, 12), (0xC0A80000, 16)]
    return any(value >> (32 - bits) == net >> (32 - bits) for net, bits in networks)

# --- implementation 3: regex validation, then compare the leading octets as a tuple ---
import re


def is_private_ipv4_address(address):
    m = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)\.(\d+)", address, re.ASCII)
    if not m or max(int(g) for g in m.groups()) > 255:
        raise ValueError("invalid IPv4 address")
    first, second = int(m.group(1)), int(m.group(2))
    return first == 10 or (first, second) == (192, 168) or (first == 172 and second in range(16, 32))

# --- implementation 4: normalise the octets to plain decimal, then match textual network prefixes ---
def is_private_ipv4_address(address):
    parts = address.split(".")
    if len(parts) != 4:
        raise ValueError("not an IPv4 address: %r" % address)
    for part in parts:
        if not part.isdigit() or int(part) > 255:
            raise ValueError("not an IPv4 address: %r" % address)
    canonical = ".".join(str(int(part)) for part in parts) + "."
    prefixes = ["10.", "192.168."] + ["172.%d." % b for b in range(16, 32)]
    return any(canonical.startswith(prefix) for prefix in prefixes)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.12:
        return (rng.choice(["10.0.0", "10.0.0.256", "1.2.3.4.5", "a.b.c.d", "", "1..2.3", "300.1.1.1"]),)
    first = rng.choice([10, 11, 172, 192, 9, 127, 1, 100, rng.randint(0, 255)])
    second = rng.choice([1, 15, 16, 20, 31, 32, 168, 169, 0, 255])
    octets = [str(first), str(second), str(rng.randint(0, 255)), str(rng.randint(0, 255))]
    if rng.random() < 0.15:
        k = rng.randrange(4)
        octets[k] = "0" + octets[k]
    return (".".join(octets),)
