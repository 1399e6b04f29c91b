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

# --- implementation 2: fixed spelling tables for thousands, hundreds, tens and units ---
THOUSANDS = ["", "M", "MM", "MMM"]
HUNDREDS = ["", "C", "CC", "CCC", "CD", "D", "DC", "DCC", "DCCC", "CM"]
TENS = ["", "X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX", "XC"]
UNITS = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]


def roman_numeral_from_integer(n):
    if not 1 <= n <= 3999:
        raise ValueError("n out of range")
    return THOUSANDS[n // 1000] + HUNDREDS[n // 100 % 10] + TENS[n // 10 % 10] + UNITS[n % 10]

# --- implementation 3: spell each decimal digit from its one/five/ten symbols ---
def _spell_digit(d, one, five, ten):
    if d == 9:
        return one + ten
    if d >= 5:
        return five + one * (d - 5)
    if d == 4:
        return one + five
    return one * d


def roman_numeral_from_integer(n):
    if n < 1 or n > 3999:
        raise ValueError("only 1..3999 can be written")
    thousands, rest = divmod(n, 1000)
    hundreds, rest = divmod(rest, 100)
    tens, units = divmod(rest, 10)
    return ("M" * thousands + _spell_digit(hundreds, "C", "D", "M")
            + _spell_digit(tens, "X", "L", "C") + _spell_digit(units, "I", "V", "X"))

# --- implementation 4: recursion - the largest symbol that fits, then the rest ---
NUMERALS = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def roman_numeral_from_integer(n):
    if not 0 < n < 4000:
        raise ValueError("n must lie in 1..3999")
    value, symbol = next((v, s) for v, s in NUMERALS if v <= n)
    if n == value:
        return symbol
    return symbol + roman_numeral_from_integer(n - value)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.choice([0, -1, -50, 4000, 4001, 10000]),)
    if r < 0.4:
        return (int("".join(rng.choice("0459") for _ in range(3))) + 1000 * rng.randint(0, 3) or 1,)
    return (rng.randint(1, 3999),)
