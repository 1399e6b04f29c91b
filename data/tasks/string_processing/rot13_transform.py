# domain: string_processing
# function: rot13_transform
# query: Apply ROT13 to text: rotate ASCII letters by 13 places preserving case, leaving digits,
#   punctuation and non-ASCII characters unchanged.

def rot13_transform(text):
    result = ""
    for ch in text:
        if "a" <= ch <= "z":
            base = ord("a")
        elif "A" <= ch <= "Z":
            base = ord("A")
        else:
            result += ch
            continue
        result += chr((ord(ch) - base + 13) % 26 + base)
    return result

# --- tests ---
import pytest

assert rot13_transform("") == ""
assert rot13_transform("hello") == "uryyb"
assert rot13_transform("Hello, World!") == "Uryyb, Jbeyq!"
assert rot13_transform("amnz") == "nzam"
assert rot13_transform("AMNZ") == "NZAM"
assert rot13_transform("`{@[") == "`{@["
assert rot13_transform("ñ 42") == "ñ 42"
assert rot13_transform(rot13_transform("Round Trip")) == "Round Trip"

# --- implementation 2: translation table built from the shifted alphabets ---
import string


def rot13_transform(text):
    lower, upper = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lower + upper, lower[13:] + lower[:13] + upper[13:] + upper[:13])
    return text.translate(table)

# --- implementation 3: per character, first or second half of the alphabet decides the direction ---
def rot13_transform(text):
    out = []
    for ch in text:
        if ch.isascii() and ch.isalpha():
            if ch.lower() <= "m":
                ch = chr(ord(ch) + 13)
            else:
                ch = chr(ord(ch) - 13)
        out.append(ch)
    return "".join(out)

# --- implementation 4: position in the lower-case alphabet, read 13 further on in the alphabet written twice, case restored ---
def rot13_transform(text):
    lower = "abcdefghijklmnopqrstuvwxyz"
    pieces = []
    for ch in text:
        pos = lower.find(ch.lower()) if ch.isascii() else -1
        if pos < 0:
            pieces.append(ch)
            continue
        rotated = (lower + lower)[pos + 13]
        pieces.append(rotated.upper() if ch.isupper() else rotated)
    return "".join(pieces)

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12)
    return ("".join(rng.choice("amnzAMNZhello`{@[ñÉ 4") for _ in range(n)),)
