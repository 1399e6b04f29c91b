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
