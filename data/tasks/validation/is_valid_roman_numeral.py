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

# --- implementation 2: the standard regular expression for thousands, hundreds, tens and units ---
import re

ROMAN = re.compile(r"M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})")


def is_valid_roman_numeral(s):
    if not s:
        return False
    match = ROMAN.fullmatch(s)
    return match is not None

# --- implementation 3: parse the value, then check the canonical spelling of it is s ---
VALUES = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
          (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def is_valid_roman_numeral(s):
    single = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    if not s or any(c not in single for c in s):
        return False
    total = 0
    for a, b in zip(s, s[1:] + " "):
        total += -single[a] if b in single and single[b] > single[a] else single[a]
    if not 1 <= total <= 3999:
        return False
    spelled = ""
    for value, letters in VALUES:
        count, total = divmod(total, value)
        spelled += letters * count
    return spelled == s

# --- implementation 4: build the set of every canonical numeral from 1 to 3999 once ---
def _roman(n):
    out = ""
    for value, letters in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                           (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out += letters
            n -= value
    return out


ALL_NUMERALS = {_roman(n) for n in range(1, 4000)}


def is_valid_roman_numeral(s):
    return s in ALL_NUMERALS

# --- inputs ---
def random_input(rng):
    def to_roman(n):
        out = ""
        for value, letters in [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                               (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]:
            count, n = divmod(n, value)
            out += letters * count
        return out
    r = rng.random()
    if r < 0.5:
        return (to_roman(rng.randint(1, 3999)),)
    if r < 0.7:
        s = to_roman(rng.randint(1, 3999))
        i = rng.randrange(len(s))
        return (s[:i] + rng.choice("IVXLCDMi") + s[i:],)
    return ("".join(rng.choice("IVXLCDM") for _ in range(rng.randint(0, 5))),)
