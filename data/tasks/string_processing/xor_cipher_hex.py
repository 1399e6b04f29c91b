# domain: string_processing
# function: xor_cipher_hex
# query: Encrypt text, an ASCII string, with a repeating-key XOR cipher using key and return the
#   result as lowercase hex (two digits per byte). Raise ValueError if the key is empty or
#   either string contains a non-ASCII character.

def xor_cipher_hex(text, key):
    if key == "":
        raise ValueError("key must not be empty")
    if not text.isascii() or not key.isascii():
        raise ValueError("ASCII only")
    out = []
    for i, ch in enumerate(text):
        value = ord(ch) ^ ord(key[i % len(key)])
        out.append(format(value, "02x"))
    return "".join(out)

# --- tests ---
import pytest

assert xor_cipher_hex("", "k") == ""
assert xor_cipher_hex("A", "A") == "00"
assert xor_cipher_hex("A", " ") == "61"
assert xor_cipher_hex("abc", "\x01") == "606362"
assert xor_cipher_hex("abcd", "\x01\x02") == "60606266"
assert xor_cipher_hex("\x7f", "\x01") == "7e"
with pytest.raises(ValueError):
    xor_cipher_hex("abc", "")
with pytest.raises(ValueError):
    xor_cipher_hex("\u00e9", "k")
with pytest.raises(ValueError):
    xor_cipher_hex("abc", "\u00e9")
