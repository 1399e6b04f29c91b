# domain: validation
# function: is_valid_css_rgb_function
# query: Check text as a CSS colour written "rgb(R, G, B)": exactly three comma-separated integer
#   components 0-255, optional spaces around each component, lowercase "rgb" with no space
#   before "(". Returns a bool.

def is_valid_css_rgb_function(text):
    if not text.startswith("rgb(") or not text.endswith(")"):
        return False
    parts = text[4:-1].split(",")
    if len(parts) != 3:
        return False
    for part in parts:
        value = part.strip()
        if value == "" or not value.isdigit() or not value.isascii():
            return False
        if int(value) > 255:
            return False
    return True

# --- tests ---
import pytest

assert is_valid_css_rgb_function("rgb(0,0,0)") is True
assert is_valid_css_rgb_function("rgb(255, 255, 255)") is True
assert is_valid_css_rgb_function("rgb( 12 ,34, 56 )") is True
assert is_valid_css_rgb_function("rgb(256, 0, 0)") is False
assert is_valid_css_rgb_function("rgb(1, 2)") is False
assert is_valid_css_rgb_function("rgb(1, 2, 3, 4)") is False
assert is_valid_css_rgb_function("rgb(1, -2, 3)") is False
assert is_valid_css_rgb_function("RGB(1, 2, 3)") is False
assert is_valid_css_rgb_function("rgb(1, 2, 3") is False
assert is_valid_css_rgb_function("rgb(1,,3)") is False

# --- implementation 2: one regular expression capturing the three numbers ---
import re


def is_valid_css_rgb_function(text):
    m = re.fullmatch(r"rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)", text, re.ASCII)
    if m is None:
        return False
    return all(int(v) <= 255 for v in m.groups())

# --- implementation 3: strip the wrapper with removeprefix/removesuffix and parse each part ---
def is_valid_css_rgb_function(text):
    inner = text.removeprefix("rgb(").removesuffix(")")
    if len(inner) != len(text) - 5:
        return False
    values = []
    for piece in inner.split(","):
        piece = piece.strip()
        if not piece or any(c not in "0123456789" for c in piece):
            return False
        values.append(int(piece))
    return len(values) == 3 and max(values) <= 255

# --- inputs ---
def random_input(rng):
    def comp():
        v = rng.choice(["0", "12", "255", "256", "-2", "", "1.5", "007", "300"])
        return rng.choice(["", " ", "  "]) + v + rng.choice(["", " "])
    inner = ",".join(comp() for _ in range(rng.choice([2, 3, 3, 3, 4])))
    head = rng.choice(["rgb(", "rgb(", "rgb(", "RGB(", "rgb (", "rgba("])
    tail = rng.choice([")", ")", ")", ""])
    return (head + inner + tail,)
