# domain: validation
# function: is_valid_number_in_base
# query: Check whether text is a valid non-empty unsigned integer literal in the given base (2-36),
#   using digits 0-9 then letters a-z (case-insensitive) for values 10-35. Raise ValueError if
#   base is outside 2..36. Returns a bool.

def is_valid_number_in_base(text, base):
    if base < 2 or base > 36:
        raise ValueError("base must be in 2..36")
    if text == "":
        return False
    for ch in text.lower():
        if "0" <= ch <= "9":
            value = ord(ch) - ord("0")
        elif "a" <= ch <= "z":
            value = ord(ch) - ord("a") + 10
        else:
            return False
        if value >= base:
            return False
    return True

# --- tests ---
import pytest

assert is_valid_number_in_base("1011", 2) is True
assert is_valid_number_in_base("102", 2) is False
assert is_valid_number_in_base("ff", 16) is True
assert is_valid_number_in_base("FG", 16) is False
assert is_valid_number_in_base("9", 10) is True
assert is_valid_number_in_base("zz", 36) is True
assert is_valid_number_in_base("", 10) is False
assert is_valid_number_in_base("1-0", 10) is False
with pytest.raises(ValueError):
    is_valid_number_in_base("1", 1)
with pytest.raises(ValueError):
    is_valid_number_in_base("1", 37)

# --- implementation 2: the allowed characters are a prefix of the digit alphabet ---
import string


def is_valid_number_in_base(text, base):
    if not 2 <= base <= 36:
        raise ValueError("bad base %d" % base)
    allowed = (string.digits + string.ascii_lowercase)[:base]
    return text != "" and all(ch in allowed for ch in text.lower())

# --- implementation 3: int(ch, 36) gives each character's value ---
def is_valid_number_in_base(text, base):
    if base not in range(2, 37):
        raise ValueError(base)
    if not text:
        return False
    for ch in text:
        if not (ch.isascii() and ch.isalnum()):
            return False
        if int(ch, 36) >= base:
            return False
    return True

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("019afAFgzZ-_ ") for _ in range(rng.randint(0, 4)))
    base = rng.choice([2, 8, 10, 11, 16, 35, 36, rng.randint(2, 36)]) if rng.random() < 0.9 else rng.choice([0, 1, 37, -2])
    return (text, base)
