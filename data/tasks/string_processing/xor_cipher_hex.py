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

# --- implementation 2: encode both to bytes, zip with a cycled key, bytes.hex ---
from itertools import cycle


def xor_cipher_hex(text, key):
    if not key:
        raise ValueError("empty key")
    try:
        data, secret = text.encode("ascii"), key.encode("ascii")
    except UnicodeEncodeError:
        raise ValueError("non-ASCII input") from None
    return bytes(a ^ b for a, b in zip(data, cycle(secret))).hex()

# --- implementation 3: repeat the key to the text length, then format each pair ---
def xor_cipher_hex(text, key):
    if len(key) == 0 or any(ord(c) > 127 for c in text + key):
        raise ValueError("key must be non-empty and both strings ASCII")
    stretched = key * (len(text) // len(key) + 1)
    return "".join("%02x" % (ord(t) ^ ord(k)) for t, k in zip(text, stretched))

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("abcA \x7f\x00") for _ in range(rng.randint(0, 8)))
    key = "".join(rng.choice("kA \x01\x02") for _ in range(rng.randint(1, 3)))
    r = rng.random()
    if r < 0.05:
        key = ""
    elif r < 0.1:
        text += "é"
    elif r < 0.15:
        key += "é"
    return (text, key)
