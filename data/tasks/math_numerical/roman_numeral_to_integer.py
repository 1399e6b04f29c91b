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

# --- implementation 2: scan from the right, subtracting a symbol smaller than its right neighbour ---
def roman_numeral_to_integer(text):
    worth = dict(zip("IVXLCDM", (1, 5, 10, 50, 100, 500, 1000)))
    if text == "":
        raise ValueError("empty string")
    total, right = 0, 0
    for ch in reversed(text):
        if ch not in worth:
            raise ValueError(f"unknown numeral {ch!r}")
        value = worth[ch]
        total += -value if value < right else value
        right = value
    return total

# --- implementation 3: add every symbol, then take back twice each one smaller than its successor ---
def roman_numeral_to_integer(text):
    worth = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}
    if not text:
        raise ValueError("no numeral given")
    if any(ch not in worth for ch in text):
        raise ValueError("unknown letter in numeral")
    numbers = [worth[ch] for ch in text]
    overcount = sum(a for a, b in zip(numbers, numbers[1:]) if a < b)
    return sum(numbers) - 2 * overcount

# --- inputs ---
def _to_roman(n):
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for value, symbol in table:
        count, n = divmod(n, value)
        out += symbol * count
    return out


def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return ("",)
    text = _to_roman(rng.choice([1, 4, 9, 14, 40, 90, 400, 900, 1994, 3999]) if r < 0.35 else rng.randint(1, 3999))
    if rng.random() < 0.15:
        text = "".join(rng.choice("IVXLCDM") for _ in range(rng.randint(1, 6)))
    if rng.random() < 0.12:
        i = rng.randrange(len(text) + 1)
        text = text[:i] + rng.choice("ZAi v") + text[i:]
    return (text,)
