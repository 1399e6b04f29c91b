# domain: string_processing
# function: vigenere_encrypt_letters
# query: Encrypt text with the Vigenere cipher using an alphabetic key (case-insensitive). Only
#   ASCII letters are shifted and they keep their case; non-letters are copied and do not consume a
#   key letter. Raise ValueError if the key is empty or contains non-letters.

def vigenere_encrypt_letters(text, key):
    if key == "" or not key.isalpha() or not key.isascii():
        raise ValueError("key must be non-empty ASCII letters")
    shifts = [ord(k) - ord("a") for k in key.lower()]
    out = []
    j = 0
    for ch in text:
        if ch.isascii() and ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + shifts[j % len(shifts)]) % 26 + base))
            j += 1
        else:
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert vigenere_encrypt_letters("", "key") == ""
assert vigenere_encrypt_letters("ATTACKATDAWN", "LEMON") == "LXFOPVEFRNHR"
assert vigenere_encrypt_letters("attack at dawn", "lemon") == "lxfopv ef rnhr"
assert vigenere_encrypt_letters("Hello", "a") == "Hello"
assert vigenere_encrypt_letters("zZ", "B") == "aA"
assert vigenere_encrypt_letters("a-b", "bc") == "b-d"
with pytest.raises(ValueError):
    vigenere_encrypt_letters("abc", "")
with pytest.raises(ValueError):
    vigenere_encrypt_letters("abc", "k3y")
