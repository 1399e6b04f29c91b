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

# --- implementation 2: itertools.cycle over the key shifts, advanced only on letters ---
import string
from itertools import cycle


def vigenere_encrypt_letters(text, key):
    if not key or any(k not in string.ascii_letters for k in key):
        raise ValueError("invalid key")
    shifts = cycle(string.ascii_lowercase.index(k) for k in key.lower())
    result = []
    for ch in text:
        for alphabet in (string.ascii_lowercase, string.ascii_uppercase):
            if ch in alphabet:
                ch = alphabet[(alphabet.index(ch) + next(shifts)) % 26]
                break
        result.append(ch)
    return "".join(result)

# --- implementation 3: regex validates the key, re.sub shifts each letter with a counter ---
import re


def vigenere_encrypt_letters(text, key):
    if re.fullmatch(r"[A-Za-z]+", key) is None:
        raise ValueError("key must be letters")
    key = key.upper()
    position = [0]

    def shift(m):
        ch = m.group()
        k = ord(key[position[0] % len(key)]) - 65
        position[0] += 1
        start = 65 if ch <= "Z" else 97
        return chr(start + (ord(ch) - start + k) % 26)
    return re.sub(r"[A-Za-z]", shift, text)

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("azAZmq -!é") for _ in range(rng.randint(0, 10)))
    if rng.random() < 0.1:
        key = rng.choice(["", "k3y", "é", "a b"])
    else:
        key = "".join(rng.choice("abzLEMON") for _ in range(rng.randint(1, 4)))
    return (text, key)
