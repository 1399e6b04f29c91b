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
