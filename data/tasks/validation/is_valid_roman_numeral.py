# domain: validation
# function: is_valid_roman_numeral
# query: Check whether the string s is a canonical Roman numeral for a number from 1 to 3999 using
#   uppercase I, V, X, L, C, D, M with standard subtractive forms (IV, IX, XL, XC, CD, CM) and
#   no more than three repeats of a symbol. The empty string is invalid. Returns a bool.

def is_valid_roman_numeral(s):
    places = [("M", "", ""), ("C", "D", "M"), ("X", "L", "C"), ("I", "V", "X")]
    if s == "":
        return False
    i = 0
    for one, five, ten in places:
        options = [one * k for k in range(1, 4)] + [one + five, five, one + ten]
        options += [five + one * k for k in range(1, 4)]
        best = ""
        for opt in options:
            if opt != "" and s.startswith(opt, i) and len(opt) > len(best):
                best = opt
        i += len(best)
    return i == len(s)

# --- tests ---
import pytest

assert is_valid_roman_numeral("MMMCMXCIX") is True
assert is_valid_roman_numeral("MCDXLIV") is True
assert is_valid_roman_numeral("DCCCLXXXVIII") is True
assert is_valid_roman_numeral("MCXI") is True
assert is_valid_roman_numeral("IIII") is False
assert is_valid_roman_numeral("IM") is False
assert is_valid_roman_numeral("CCCXXXIII") is True
assert is_valid_roman_numeral("") is False
assert is_valid_roman_numeral("MMMM") is False
assert is_valid_roman_numeral("DCLXVI") is True
