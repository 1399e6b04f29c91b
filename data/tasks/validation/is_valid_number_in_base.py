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
