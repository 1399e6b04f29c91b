# domain: state_machines
# function: roman_numeral_state_parser
# query: Convert a Roman numeral string (I, V, X, L, C, D, M with subtractive pairs like IV and CM) to
#   an integer by scanning left to right and tracking the previous symbol value. Raise ValueError for
#   an empty string or an invalid character.

def roman_numeral_state_parser(text):
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    if not text:
        raise ValueError("empty numeral")
    total = 0
    previous = 0
    for ch in reversed(text):
        if ch not in values:
            raise ValueError("invalid symbol %r" % ch)
        value = values[ch]
        if value < previous:
            total -= value
        else:
            total += value
            previous = value
    return total

# --- tests ---
import pytest

assert roman_numeral_state_parser("I") == 1
assert roman_numeral_state_parser("CDXLIV") == 444
assert roman_numeral_state_parser("MDCLXVI") == 1666
assert roman_numeral_state_parser("IV") == 4
assert roman_numeral_state_parser("IX") == 9
assert roman_numeral_state_parser("LVIII") == 58
assert roman_numeral_state_parser("MCMXCIV") == 1994
assert roman_numeral_state_parser("MMXXVI") == 2026
with pytest.raises(ValueError):
    roman_numeral_state_parser("")
with pytest.raises(ValueError):
    roman_numeral_state_parser("XIZ")
