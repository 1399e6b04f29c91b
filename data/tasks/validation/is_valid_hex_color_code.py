# domain: validation
# function: is_valid_hex_color_code
# query: Check whether color is a CSS hex colour string: a "#" followed by exactly 3, 4, 6 or 8
#   hexadecimal digits (upper or lower case). Returns a bool.

def is_valid_hex_color_code(color):
    if len(color) == 0 or color[0] != "#":
        return False
    body = color[1:]
    if len(body) not in (3, 4, 6, 8):
        return False
    for ch in body:
        if ch not in "0123456789abcdefABCDEF":
            return False
    return True

# --- tests ---
import pytest

assert is_valid_hex_color_code("#fff") is True
assert is_valid_hex_color_code("#FFFA") is True
assert is_valid_hex_color_code("#1a2B3c") is True
assert is_valid_hex_color_code("#1a2b3c4d") is True
assert is_valid_hex_color_code("#12345") is False
assert is_valid_hex_color_code("#1234567") is False
assert is_valid_hex_color_code("#ff") is False
assert is_valid_hex_color_code("abcd") is False
assert is_valid_hex_color_code("#ggg") is False
assert is_valid_hex_color_code("") is False

# --- implementation 2: regular expression with the allowed lengths as alternatives ---
import re


def is_valid_hex_color_code(color):
    pattern = r"#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})"
    found = re.fullmatch(pattern, color)
    return bool(found)

# --- implementation 3: set subset of hexdigits and a length lookup ---
import string


def is_valid_hex_color_code(color):
    prefix, body = color[:1], color[1:]
    if prefix != "#" or len(body) not in {3, 4, 6, 8}:
        return False
    return set(body) <= set(string.hexdigits)

# --- implementation 4: parse the digits with int(..., 16) after a shape check ---
def is_valid_hex_color_code(color):
    if not color.startswith("#") or len(color) - 1 not in (3, 4, 6, 8):
        return False
    digits = color[1:]
    if not digits.isalnum() or not digits.isascii():
        return False
    try:
        int(digits, 16)
    except ValueError:
        return False
    return True

# --- inputs ---
def random_input(rng):
    body = "".join(rng.choice("0123456789abcdefABCDEFg") for _ in range(rng.randint(0, 9)))
    return (rng.choice(["#", "#", "#", "", "##"]) + body,)
