# domain: string_processing
# function: encode_percent_unreserved
# query: Percent-encode text for use in a URL: ASCII letters, digits and "-", ".", "_", "~" are
#   kept, every other character with code below 256 becomes "%XX" with uppercase hex. Raise
#   ValueError for characters with code 256 or above.

def encode_percent_unreserved(text):
    safe = "-._~"
    out = []
    for ch in text:
        code = ord(ch)
        if ch.isascii() and (ch.isalnum() or ch in safe):
            out.append(ch)
        elif code < 256:
            out.append("%" + format(code, "02X"))
        else:
            raise ValueError("cannot encode %r" % ch)
    return "".join(out)

# --- tests ---
import pytest

assert encode_percent_unreserved("") == ""
assert encode_percent_unreserved("abc-._~XYZ09") == "abc-._~XYZ09"
assert encode_percent_unreserved("a b") == "a%20b"
assert encode_percent_unreserved("a/b?c=d") == "a%2Fb%3Fc%3Dd"
assert encode_percent_unreserved("\n") == "%0A"
assert encode_percent_unreserved("\u00e9") == "%E9"
assert encode_percent_unreserved("\u00ff") == "%FF"
with pytest.raises(ValueError):
    encode_percent_unreserved("\u0100")

# --- implementation 2: Latin-1 bytes through urllib's quote_from_bytes with nothing extra safe ---
from urllib.parse import quote_from_bytes


def encode_percent_unreserved(text):
    try:
        raw = text.encode("latin-1")
    except UnicodeEncodeError:
        raise ValueError("character above U+00FF in %r" % text) from None
    return quote_from_bytes(raw, safe="")

# --- implementation 3: a regular expression substitutes every character outside the unreserved set ---
import re


def encode_percent_unreserved(text):
    if any(ord(ch) > 255 for ch in text):
        raise ValueError("code point too large")
    return re.sub(r"[^A-Za-z0-9._~-]", lambda m: "%%%02X" % ord(m.group()), text)

# --- implementation 4: membership in an explicit set of unreserved characters; the two hex digits looked up by code // 16 and code % 16 ---
UNRESERVED = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
HEX = "0123456789ABCDEF"


def encode_percent_unreserved(text):
    pieces = []
    for ch in text:
        if ch in UNRESERVED:
            pieces.append(ch)
            continue
        code = ord(ch)
        if code > 255:
            raise ValueError("U+%04X cannot be percent-encoded as one byte" % code)
        pieces.append("%" + HEX[code // 16] + HEX[code % 16])
    return "".join(pieces)

# --- implementation 5: encode to Latin-1 bytes (the range check), then test each byte against the ASCII ranges of the unreserved set ---
def encode_percent_unreserved(text):
    try:
        data = text.encode("latin-1")
    except UnicodeEncodeError:
        raise ValueError("text has a character above U+00FF") from None
    out = []
    for byte in data:
        if 48 <= byte <= 57 or 65 <= byte <= 90 or 97 <= byte <= 122 or byte in b"-._~":
            out.append(chr(byte))
        else:
            out.append("%%%02X" % byte)
    return "".join(out)

# --- inputs ---
def random_input(rng):
    pool = ["a", "Z", "0", "-", ".", "_", "~", " ", "/", "?", "=", "\n", "\u00e9", "\u00ff", "%", "+", "\x00"]
    text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 8)))
    if rng.random() < 0.08:
        text += rng.choice(["\u0100", "\u20ac"])
    return (text,)
