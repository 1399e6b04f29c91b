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

# --- implementation 2: regular expression, then expand the short form with a join ---
import re


def normalize_hex_color_code(color):
    m = re.fullmatch(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})", color)
    if m is None:
        raise ValueError("not a hex colour: %r" % color)
    digits = m.group(1).lower()
    if len(digits) == 3:
        digits = "".join(ch + ch for ch in digits)
    return "#" + digits

# --- implementation 3: int(…, 16) parses the digits, format() writes them back ---
def normalize_hex_color_code(color):
    body = color[1:]
    if color[:1] != "#" or len(body) not in (3, 6) or not body.isalnum() or not body.isascii():
        raise ValueError("bad colour")
    if len(body) == 3:
        body = body[0] * 2 + body[1] * 2 + body[2] * 2
    try:
        return "#%06x" % int(body, 16)
    except ValueError:
        raise ValueError("bad hex digit") from None

# --- inputs ---
def random_input(rng):
    body = "".join(rng.choice("0123456789abcdefABCDEFg") for _ in range(rng.choice([0, 2, 3, 3, 4, 6, 6, 7])))
    return (rng.choice(["#", "#", "#", "", "##"]) + body,)
