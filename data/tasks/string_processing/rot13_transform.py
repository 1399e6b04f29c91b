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
