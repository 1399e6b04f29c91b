# domain: string_processing
# function: decode_percent_encoding
# query: Decode URL percent-encoding in text: "%XX" (two hex digits, either case) becomes the
#   character with that code (Latin-1 style, one byte per character); "+" becomes a space only
#   when plus_as_space is True (default False keeps it). Raise ValueError for a "%" not
#   followed by two hex digits.

def decode_percent_encoding(text, plus_as_space=False):
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "%":
            code = text[i + 1:i + 3]
            if len(code) != 2 or any(c not in "0123456789abcdefABCDEF" for c in code):
                raise ValueError("bad escape at %d" % i)
            out.append(chr(int(code, 16)))
            i += 3
        elif ch == "+" and plus_as_space:
            out.append(" ")
            i += 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)

# --- tests ---
import pytest

assert decode_percent_encoding("") == ""
assert decode_percent_encoding("a%20b") == "a b"
assert decode_percent_encoding("%41%62c") == "Abc"
assert decode_percent_encoding("%2f%2F") == "//"
assert decode_percent_encoding("a+b") == "a+b"
assert decode_percent_encoding("a+b", plus_as_space=True) == "a b"
assert decode_percent_encoding("100%25") == "100%"
with pytest.raises(ValueError):
    decode_percent_encoding("%4")
with pytest.raises(ValueError):
    decode_percent_encoding("%zz")

# --- implementation 2: validate every "%" with a lookahead, then re.sub the escapes ---
import re


def decode_percent_encoding(text, plus_as_space=False):
    if re.search(r"%(?![0-9A-Fa-f]{2})", text):
        raise ValueError("malformed percent escape")
    if plus_as_space:
        text = text.replace("+", " ")
    return re.sub(r"%([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), text)

# --- implementation 3: split at "%"; every piece after the first must start with two hex digits ---
import string


def decode_percent_encoding(text, plus_as_space=False):
    def plain(s):
        return s.replace("+", " ") if plus_as_space else s
    head, *escaped = text.split("%")
    result = [plain(head)]
    for piece in escaped:
        hexpart = piece[:2]
        if len(hexpart) < 2 or any(c not in string.hexdigits for c in hexpart):
            raise ValueError("bad escape %%%s" % piece[:2])
        result.append(chr(int(hexpart, 16)) + plain(piece[2:]))
    return "".join(result)

# --- inputs ---
def random_input(rng):
    pool = ["a", "%20", "%41", "%62", "%2f", "%2F", "+", "100", "%25", "%2B", "%e9", "b"]
    text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 6)))
    if rng.random() < 0.1:
        text += rng.choice(["%4", "%zz", "%", "%g1"])
    if rng.random() < 0.4:
        return (text,)
    return (text, rng.random() < 0.5)
