# domain: string_processing
# function: alternate_case_letters
# query: Produce "alternating caps" text: letters alternate between uppercase and lowercase starting
#   with uppercase, counting only letters (non-letters are copied and do not affect the
#   alternation). "hello world" -> "HeLlO wOrLd".

def alternate_case_letters(text):
    out = []
    count = 0
    for ch in text:
        if ch.isalpha():
            out.append(ch.upper() if count % 2 == 0 else ch.lower())
            count += 1
        else:
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert alternate_case_letters("") == ""
assert alternate_case_letters("a") == "A"
assert alternate_case_letters("hello world") == "HeLlO wOrLd"
assert alternate_case_letters("ABCD") == "AbCd"
assert alternate_case_letters("a1b2c") == "A1b2C"
assert alternate_case_letters("123") == "123"
assert alternate_case_letters("x y") == "X y"

# --- implementation 2: cycle through upper and lower for the letters only ---
from itertools import cycle


def alternate_case_letters(text):
    casing = cycle((str.upper, str.lower))
    result = ""
    for ch in text:
        result += next(casing)(ch) if ch.isalpha() else ch
    return result

# --- implementation 3: the letter index of each letter from the count of letters before it ---
def alternate_case_letters(text):
    chars = list(text)
    letter_positions = [i for i, ch in enumerate(chars) if ch.isalpha()]
    for k, i in enumerate(letter_positions):
        chars[i] = chars[i].lower() if k % 2 else chars[i].upper()
    return "".join(chars)

# --- inputs ---
def random_input(rng):
    pool = ["a", "B", "hello", " ", "1", "2", "x", "ABCD", "!", "wOrLd", "²", "é"]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 6))),)
