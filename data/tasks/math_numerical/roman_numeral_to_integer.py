# domain: math_numerical
# function: roman_numeral_to_integer
# query: Convert text, a Roman numeral string (uppercase I, V, X, L, C, D, M, with subtractive pairs
#   such as IV and CM), into an integer. Raise ValueError for an empty string or an unknown
#   letter.

def roman_numeral_to_integer(text):
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    if not text:
        raise ValueError("empty numeral")
    total = 0
    for i, ch in enumerate(text):
        if ch not in values:
            raise ValueError("invalid numeral character")
        value = values[ch]
        if i + 1 < len(text) and values.get(text[i + 1], 0) > value:
            total -= value
        else:
            total += value
    return total

# --- tests ---
import pytest

assert roman_numeral_to_integer("I") == 1
assert roman_numeral_to_integer("IV") == 4
assert roman_numeral_to_integer("DCCLXVI") == 766
assert roman_numeral_to_integer("IX") == 9
assert roman_numeral_to_integer("MCMXCIV") == 1994
assert roman_numeral_to_integer("MMMCMXCIX") == 3999
assert roman_numeral_to_integer("CDXLIV") == 444
with pytest.raises(ValueError):
    roman_numeral_to_integer("")
with pytest.raises(ValueError):
    roman_numeral_to_integer("XIZ")
