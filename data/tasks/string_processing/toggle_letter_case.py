# domain: string_processing
# function: toggle_letter_case
# query: Swap the case of ASCII letters only in text: lowercase a-z becomes uppercase and A-Z
#   becomes lowercase; every other character, including non-ASCII letters like "é", is left
#   unchanged.

def toggle_letter_case(text):
    out = []
    for ch in text:
        code = ord(ch)
        if 97 <= code <= 122:
            out.append(chr(code - 32))
        elif 65 <= code <= 90:
            out.append(chr(code + 32))
        else:
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert toggle_letter_case("") == ""
assert toggle_letter_case("Hello World") == "hELLO wORLD"
assert toggle_letter_case("azAZ") == "AZaz"
assert toggle_letter_case("123 !") == "123 !"
assert toggle_letter_case("éÉ") == "éÉ"
assert toggle_letter_case("`{@[") == "`{@["
assert toggle_letter_case("mIxEd") == "MiXeD"
assert toggle_letter_case("z") == "Z"

# --- implementation 2: translation table between the ASCII alphabets ---
import string


def toggle_letter_case(text):
    lower, upper = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lower + upper, upper + lower)
    return text.translate(table)

# --- implementation 3: swapcase only the characters that are ASCII letters ---
def toggle_letter_case(text):
    pieces = []
    for ch in text:
        if ch.isascii() and ch.isalpha():
            ch = ch.swapcase()
        pieces.append(ch)
    return "".join(pieces)

# --- implementation 4: flip bit 5 of the code point of ASCII letters ---
import string


def toggle_letter_case(text):
    letters = set(string.ascii_letters)
    flipped = [chr(ord(c) ^ 0x20) if c in letters else c for c in text]
    return "".join(flipped)

# --- inputs ---
def random_input(rng):
    return ("".join(rng.choice("azAZmQ1 `{@[éÉßſ") for _ in range(rng.randint(0, 10))),)
