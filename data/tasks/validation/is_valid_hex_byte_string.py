# domain: validation
# function: is_valid_hex_byte_string
# query: Check that text encodes bytes in hexadecimal: an optional "0x" prefix, then a non-empty
#   even number of hex digits (either case). Returns a bool.

def is_valid_hex_byte_string(text):
    if text.startswith("0x"):
        text = text[2:]
    if len(text) == 0 or len(text) % 2 != 0:
        return False
    for ch in text:
        if ch not in "0123456789abcdefABCDEF":
            return False
    return True

# --- tests ---
import pytest

assert is_valid_hex_byte_string("00") is True
assert is_valid_hex_byte_string("0xDEADbeef") is True
assert is_valid_hex_byte_string("0x") is False
assert is_valid_hex_byte_string("") is False
assert is_valid_hex_byte_string("abc") is False
assert is_valid_hex_byte_string("0xabc") is False
assert is_valid_hex_byte_string("zz") is False
assert is_valid_hex_byte_string("0x0x") is False
assert is_valid_hex_byte_string("0a1b") is True

# --- implementation 2: regex with an optional prefix and pairs of hex digits ---
import re


def is_valid_hex_byte_string(text):
    pattern = r"(?:0x)?(?:[0-9a-fA-F]{2})+"
    found = re.fullmatch(pattern, text)
    return found is not None

# --- implementation 3: let bytes.fromhex parse the digits after removing the prefix ---
def is_valid_hex_byte_string(text):
    digits = text.removeprefix("0x")
    if not digits or not digits.isalnum() or not digits.isascii():
        return False
    try:
        bytes.fromhex(digits)
    except ValueError:
        return False
    return True

# --- implementation 4: strip the allowed hex characters and check nothing else is left ---
import string


def is_valid_hex_byte_string(text):
    body = text[2:] if text[:2] == "0x" else text
    if len(body) == 0 or len(body) % 2:
        return False
    return body.strip(string.hexdigits) == ""

# --- inputs ---
def random_input(rng):
    body = "".join(rng.choice("0123456789abcdefABCDEFgz x") for _ in range(rng.randint(0, 6)))
    return (rng.choice(["", "", "0x", "0X", "0x0x"]) + body,)
