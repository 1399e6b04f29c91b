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

# --- implementation 2: regular expression for four digit groups, then shifts ---
import re


def ipv4_dotted_to_integer(address):
    match = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)\.(\d+)", address)
    if match is None:
        raise ValueError("not a dotted quad")
    octets = [int(g) for g in match.groups()]
    if max(octets) > 255:
        raise ValueError("octet out of range")
    return (octets[0] << 24) | (octets[1] << 16) | (octets[2] << 8) | octets[3]

# --- implementation 3: validate all parts, then int.from_bytes on the octets ---
def ipv4_dotted_to_integer(address):
    pieces = address.split(".")
    if len(pieces) != 4 or not all(p.isdecimal() for p in pieces):
        raise ValueError("malformed IPv4 address")
    octets = [int(p) for p in pieces]
    if any(o > 255 for o in octets):
        raise ValueError("octet out of range")
    return int.from_bytes(bytes(octets), "big")

# --- implementation 4: one pass over the characters, accumulating the current octet ---
def ipv4_dotted_to_integer(address):
    octets = [0]
    digits = 0
    for ch in address:
        if ch == ".":
            if digits == 0:
                raise ValueError("empty octet")
            octets.append(0)
            digits = 0
        elif ch.isdigit():
            octets[-1] = octets[-1] * 10 + int(ch)
            digits += 1
            if octets[-1] > 255:
                raise ValueError("octet out of range")
        else:
            raise ValueError("unexpected character")
    if len(octets) != 4 or digits == 0:
        raise ValueError("expected four octets")
    return (octets[0] << 24) | (octets[1] << 16) | (octets[2] << 8) | octets[3]

# --- inputs ---
def random_input(rng):
    parts = [str(rng.choice([0, 1, 255, rng.randint(0, 255)])) for _ in range(4)]
    r = rng.random()
    if r < 0.08:
        parts.pop(rng.randrange(4))
    elif r < 0.14:
        parts.append(str(rng.randint(0, 255)))
    elif r < 0.22:
        parts[rng.randrange(4)] = str(rng.randint(256, 999))
    elif r < 0.28:
        parts[rng.randrange(4)] = rng.choice(["-3", "", "a", "1a", "+1", " 7"])
    elif r < 0.36:
        parts[rng.randrange(4)] = rng.choice(["00", "01", "007", "0255", "0256"])
    return (".".join(parts),)
