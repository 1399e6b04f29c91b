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
