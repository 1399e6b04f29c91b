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
