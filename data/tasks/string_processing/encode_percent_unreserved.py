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
