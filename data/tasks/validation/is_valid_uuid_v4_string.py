# domain: validation
# function: is_valid_uuid_v4_string
# query: Validate value as a version-4 UUID string in the canonical 8-4-4-4-12 hex layout with
#   hyphens (case-insensitive). The version nibble (first character of the third group) must be
#   "4" and the variant (first character of the fourth group) must be one of 8, 9, a or b.
#   Returns a bool.

def is_valid_uuid_v4_string(value):
    groups = value.lower().split("-")
    if [len(g) for g in groups] != [8, 4, 4, 4, 12]:
        return False
    for group in groups:
        for ch in group:
            if ch not in "0123456789abcdef":
                return False
    if groups[2][0] != "4":
        return False
    if groups[3][0] not in "89ab":
        return False
    return True

# --- tests ---
import pytest

assert is_valid_uuid_v4_string("123e4567-e89b-42d3-a456-426614174000") is True
assert is_valid_uuid_v4_string("123E4567-E89B-42D3-B456-426614174000") is True
assert is_valid_uuid_v4_string("123e4567-e89b-12d3-a456-426614174000") is False
assert is_valid_uuid_v4_string("123e4567-e89b-42d3-c456-426614174000") is False
assert is_valid_uuid_v4_string("123e4567-e89b-42d3-8456-426614174000") is True
assert is_valid_uuid_v4_string("123e4567-e89b-42d3-9456-42661417400") is False
assert is_valid_uuid_v4_string("123e4567e89b42d3a456426614174000") is False
assert is_valid_uuid_v4_string("123e4567-e89b-42d3-a456-42661417400g") is False
assert is_valid_uuid_v4_string("123e4567-e89b-42d3-a456-4266141740000") is False

# --- implementation 2: one case-insensitive regular expression ---
import re

UUID4 = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", re.IGNORECASE)


def is_valid_uuid_v4_string(value):
    found = UUID4.fullmatch(value)
    return found is not None

# --- implementation 3: fixed hyphen positions, then int(…, 16) on the hex characters ---
def is_valid_uuid_v4_string(value):
    if len(value) != 36 or [i for i, c in enumerate(value) if c == "-"] != [8, 13, 18, 23]:
        return False
    digits = value.replace("-", "")
    if any(c not in "0123456789abcdefABCDEF" for c in digits):
        return False
    return digits[12] == "4" and int(digits[16], 16) in (8, 9, 10, 11)

# --- implementation 4: uuid.UUID parses the hex; its version is 4 only for the RFC variant ---
import string
import uuid


def is_valid_uuid_v4_string(value):
    if len(value) != 36 or value.count("-") != 4 or [value[i] for i in (8, 13, 18, 23)] != ["-"] * 4:
        return False
    if not set(value.replace("-", "")) <= set(string.hexdigits):
        return False
    return uuid.UUID(value).version == 4

# --- inputs ---
def random_input(rng):
    hexd = "0123456789abcdefABCDEF"
    groups = ["".join(rng.choice(hexd) for _ in range(n)) for n in (8, 4, 4, 4, 12)]
    if rng.random() < 0.6:
        groups[2] = "4" + groups[2][1:]
    if rng.random() < 0.6:
        groups[3] = rng.choice("89abAB") + groups[3][1:]
    s = "-".join(groups)
    r = rng.random()
    if r < 0.2:
        i = rng.randrange(len(s))
        s = s[:i] + rng.choice(["g", "-", "", "0", "x"]) + s[i + 1:]
    elif r < 0.25:
        s = s.replace("-", "")
    return (s,)
