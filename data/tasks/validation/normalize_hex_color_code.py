# domain: validation
# function: normalize_hex_color_code
# query: Validate and normalise color, a hex colour: accept "#rgb" or "#rrggbb" (either case, "#"
#   required) and return the six-digit lowercase form "#rrggbb" (shorthand digits are doubled).
#   Raise ValueError for anything else.

def normalize_hex_color_code(color):
    if not color.startswith("#"):
        raise ValueError("colour must start with '#'")
    digits = color[1:].lower()
    for ch in digits:
        if ch not in "0123456789abcdef":
            raise ValueError("invalid hex digit %r" % ch)
    if len(digits) == 3:
        digits = digits[0] * 2 + digits[1] * 2 + digits[2] * 2
    elif len(digits) != 6:
        raise ValueError("expected 3 or 6 hex digits")
    return "#" + digits

# --- tests ---
import pytest

assert normalize_hex_color_code("#ABC") == "#aabbcc"
assert normalize_hex_color_code("#a1b2c3") == "#a1b2c3"
assert normalize_hex_color_code("#FFFFFF") == "#ffffff"
assert normalize_hex_color_code("#09f") == "#0099ff"
with pytest.raises(ValueError):
    normalize_hex_color_code("1abc")
with pytest.raises(ValueError):
    normalize_hex_color_code("#abcd")
with pytest.raises(ValueError):
    normalize_hex_color_code("#ab")
with pytest.raises(ValueError):
    normalize_hex_color_code("#abg")
with pytest.raises(ValueError):
    normalize_hex_color_code("#")
