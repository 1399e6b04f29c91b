# domain: state_machines
# function: base64_alphabet_validator
# query: Validate text as a Base64 string: only A-Z, a-z, 0-9, "+" and "/" data characters, total
#   length a multiple of 4, and at most two "=" padding characters that may appear only at the
#   very end. Return True or False (the empty string is valid).

import string

def base64_alphabet_validator(text):
    alphabet = string.ascii_letters + string.digits + "+/"
    padding = 0
    for ch in text:
        if ch == "=":
            padding += 1
            if padding > 2:
                return False
        elif ch in alphabet:
            if padding > 0:
                return False
        else:
            return False
    return len(text) % 4 == 0

# --- tests ---
import pytest

assert base64_alphabet_validator("") is True
assert base64_alphabet_validator("TWFu") is True
assert base64_alphabet_validator("TWE=") is True
assert base64_alphabet_validator("TQ==") is True
assert base64_alphabet_validator("T===") is False
assert base64_alphabet_validator("TWF") is False
assert base64_alphabet_validator("TW=u") is False
assert base64_alphabet_validator("TW-u") is False
assert base64_alphabet_validator("ab+/AB90") is True

# --- implementation 2: one regular expression plus the length check ---
import re


def base64_alphabet_validator(text):
    if len(text) % 4:
        return False
    return re.fullmatch(r"[A-Za-z0-9+/]*={0,2}", text) is not None

# --- implementation 3: strip the trailing padding, count it, check the rest against the alphabet ---
import string


def base64_alphabet_validator(text):
    data = text.rstrip("=")
    allowed = set(string.ascii_letters + string.digits + "+/")
    if len(text) - len(data) > 2:
        return False
    return len(text) % 4 == 0 and all(ch in allowed for ch in data)

# --- inputs ---
def random_input(rng):
    alphabet = "ABCTWFuQE09+/az"
    n = rng.choice([0, 1, 2, 3, 4, 4, 8, 8, 12])
    s = "".join(rng.choice(alphabet) for _ in range(n))
    pad = rng.choice([0, 0, 1, 2, 3])
    if pad:
        s = s[:max(0, len(s) - pad)] + "=" * pad
    if s and rng.random() < 0.25:
        i = rng.randrange(len(s))
        s = s[:i] + rng.choice("=-_ .") + s[i + 1:]
    return (s,)
