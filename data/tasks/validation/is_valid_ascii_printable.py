# domain: validation
# function: is_valid_ascii_printable
# query: Check that every character of the string text is printable ASCII (codes 32 to 126
#   inclusive), also allowing "\n" and "\t" only when allow_whitespace_controls is True
#   (default False). The empty string is valid. Returns a bool.

def is_valid_ascii_printable(text, allow_whitespace_controls=False):
    for ch in text:
        code = ord(ch)
        if 32 <= code <= 126:
            continue
        if allow_whitespace_controls and ch in "\n\t":
            continue
        return False
    return True

# --- tests ---
import pytest

assert is_valid_ascii_printable("") is True
assert is_valid_ascii_printable("Hello, World! ~") is True
assert is_valid_ascii_printable(" ") is True
assert is_valid_ascii_printable("\x1f") is False
assert is_valid_ascii_printable("\x7f") is False
assert is_valid_ascii_printable("~") is True
assert is_valid_ascii_printable("caf\u00e9") is False
assert is_valid_ascii_printable("a\nb") is False
assert is_valid_ascii_printable("a\nb\tc", allow_whitespace_controls=True) is True
assert is_valid_ascii_printable("a\rb", allow_whitespace_controls=True) is False

# --- implementation 2: set of allowed characters built from string.printable pieces ---
def is_valid_ascii_printable(text, allow_whitespace_controls=False):
    allowed = {chr(c) for c in range(32, 127)}
    if allow_whitespace_controls:
        allowed |= {"\n", "\t"}
    return set(text) <= allowed

# --- implementation 3: regex character class over the whole string ---
import re


def is_valid_ascii_printable(text, allow_whitespace_controls=False):
    char_class = "[\\x20-\\x7e\\n\\t]" if allow_whitespace_controls else "[\\x20-\\x7e]"
    match = re.fullmatch(char_class + "*", text)
    return match is not None

# --- implementation 4: str.isascii plus str.isprintable, after dropping allowed controls ---
def is_valid_ascii_printable(text, allow_whitespace_controls=False):
    if allow_whitespace_controls:
        text = text.replace("\n", "").replace("\t", "")
    if not text.isascii():
        return False
    return text.isprintable()

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice(["a", " ", "~", "\x1f", "\x7f", "\n", "\t", "\r", "é", "!"]) for _ in range(rng.randint(0, 6)))
    if rng.random() < 0.4:
        return (text,)
    return (text, rng.choice([True, False]))
