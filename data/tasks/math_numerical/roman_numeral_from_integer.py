# domain: math_numerical
# function: roman_numeral_from_integer
# query: Convert an integer n from 1 to 3999 into a standard Roman numeral string using subtractive
#   notation (4 -> "IV", 1994 -> "MCMXCIV"). Raise ValueError outside that range.

def roman_numeral_from_integer(n):
    if n < 1 or n > 3999:
        raise ValueError("n must be in 1..3999")
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    parts = []
    for value, symbol in table:
        while n >= value:
            parts.append(symbol)
            n -= value
    return "".join(parts)

# --- tests ---
import pytest

assert roman_numeral_from_integer(1) == "I"
assert roman_numeral_from_integer(4) == "IV"
assert roman_numeral_from_integer(9) == "IX"
assert roman_numeral_from_integer(14) == "XIV"
assert roman_numeral_from_integer(1994) == "MCMXCIV"
assert roman_numeral_from_integer(3999) == "MMMCMXCIX"
assert roman_numeral_from_integer(444) == "CDXLIV"
with pytest.raises(ValueError):
    roman_numeral_from_integer(0)
with pytest.raises(ValueError):
    roman_numeral_from_integer(4000)
assert roman_numeral_from_integer(58) == "LVIII"
