# domain: state_machines
# function: hex_color_code_acceptor
# query: Accept text if it is a CSS hex colour code "#rgb" or "#rrggbb" (hex digits in either case).
#   Return True or False.

def hex_color_code_acceptor(text):
    state = 0
    for ch in text:
        if state == 0:
            if ch != "#":
                return False
            state = 1
        elif ch in "0123456789abcdefABCDEF":
            state += 1
            if state > 7:
                return False
        else:
            return False
    return state == 4 or state == 7

# --- tests ---
import pytest

assert hex_color_code_acceptor("") is False
assert hex_color_code_acceptor("#") is False
assert hex_color_code_acceptor("#fff") is True
assert hex_color_code_acceptor("#A1b2C3") is True
assert hex_color_code_acceptor("#ff") is False
assert hex_color_code_acceptor("#ffff") is False
assert hex_color_code_acceptor("#1234567") is False
assert hex_color_code_acceptor("fff") is False
assert hex_color_code_acceptor("#12g") is False
assert hex_color_code_acceptor("#12#") is False

# --- implementation 2: one regular expression for three or six hex digits ---
import re


def hex_color_code_acceptor(text):
    if not text.startswith("#"):
        return False
    return re.fullmatch(r"[0-9a-fA-F]{3}|[0-9a-fA-F]{6}", text[1:]) is not None

# --- implementation 3: check the length, the leading "#" and the digit set ---
import string


def hex_color_code_acceptor(text):
    if len(text) not in (4, 7) or text[0] != "#":
        return False
    return all(c in string.hexdigits for c in text[1:])

# --- inputs ---
def random_input(rng):
    digits = "0123456789abcdefABCDEFgG#"
    body = "".join(rng.choice(digits[:22] if rng.random() < 0.8 else digits) for _ in range(rng.choice([0, 2, 3, 3, 4, 5, 6, 6, 7])))
    return (("#" if rng.random() < 0.85 else rng.choice(["", "x"])) + body,)
