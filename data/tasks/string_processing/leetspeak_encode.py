# domain: string_processing
# function: leetspeak_encode
# query: Encode text in simple leetspeak: a->4, e->3, i->1, o->0, s->5, t->7 (case-insensitive
#   replacement); every other character stays the same. Returns the encoded string.

def leetspeak_encode(text):
    plain = "aeiost"
    leet = "431057"
    out = []
    for ch in text:
        index = plain.find(ch.lower())
        if index >= 0:
            out.append(leet[index])
        else:
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert leetspeak_encode("") == ""
assert leetspeak_encode("leet") == "l337"
assert leetspeak_encode("ELITE") == "3L173"
assert leetspeak_encode("Salt Oasis") == "54l7 04515"
assert leetspeak_encode("xyz") == "xyz"
assert leetspeak_encode("123") == "123"
assert leetspeak_encode("To be") == "70 b3"
assert leetspeak_encode("I") == "1"

# --- implementation 2: str.translate with a table covering both cases ---
def leetspeak_encode(text):
    table = str.maketrans({
        "a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7",
        "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7",
    })
    return text.translate(table)

# --- implementation 3: a module-level substitution table looked up per lowercased character ---
LEET = {
    "a": "4", "e": "3", "i": "1",
    "o": "0", "s": "5", "t": "7",
}


def leetspeak_encode(text):
    return "".join(LEET.get(c.lower(), c) for c in text)

# --- implementation 4: regex substitution over the six letters in both cases with a lookup function ---
import re

LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def leetspeak_encode(text):
    def swap(m):
        return LEET[m.group().lower()]
    return re.sub(r"[aeiostAEIOST]", swap, text)

# --- implementation 5: one str.replace pass per letter, lower case then upper case ---
def leetspeak_encode(text):
    result = text
    for letter, digit in zip("aeiost", "431057"):
        result = result.replace(letter, digit)
        result = result.replace(letter.upper(), digit)
    return result

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 10)
    return ("".join(rng.choice("aeiostAEIOSTxyzLB 19!ſİıé") for _ in range(n)),)
