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
