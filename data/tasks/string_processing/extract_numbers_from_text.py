# domain: string_processing
# function: extract_numbers_from_text
# query: Extract all integers appearing in a text as a list of ints, in order. A "-" immediately
#   before a digit run makes it negative only if the "-" is at the start or preceded by a non-digit,
#   non-letter character (so "a-5" yields 5 but " -5" yields -5 and "3-2" yields 3 and 2).

def extract_numbers_from_text(text):
    numbers = []
    i = 0
    n = len(text)
    while i < n:
        if text[i].isdigit():
            j = i
            while j < n and text[j].isdigit():
                j += 1
            value = int(text[i:j])
            if i > 0 and text[i - 1] == "-" and (i == 1 or not text[i - 2].isalnum()):
                value = -value
            numbers.append(value)
            i = j
        else:
            i += 1
    return numbers

# --- tests ---
import pytest

assert extract_numbers_from_text("") == []
assert extract_numbers_from_text("no digits") == []
assert extract_numbers_from_text("a1b22c333") == [1, 22, 333]
assert extract_numbers_from_text("-5 apples") == [-5]
assert extract_numbers_from_text("temp: -12 to 7") == [-12, 7]
assert extract_numbers_from_text("3-2") == [3, 2]
assert extract_numbers_from_text("a-5") == [5]
assert extract_numbers_from_text("x (-1)") == [-1]
assert extract_numbers_from_text("007") == [7]

# --- implementation 2: find the digit runs with finditer, then inspect the two characters before ---
import re


def extract_numbers_from_text(text):
    values = []
    for m in re.finditer(r"[0-9]+", text):
        start = m.start()
        before = text[max(0, start - 2):start]
        negative = before.endswith("-") and (len(before) < 2 or not before[0].isalnum())
        values.append(-int(m.group()) if negative else int(m.group()))
    return values

# --- implementation 3: one pattern with an optional minus guarded by a lookbehind ---
import re

SIGNED = re.compile(r"(?:(?<![^\W_])-)?[0-9]+")


def extract_numbers_from_text(text):
    numbers = []
    for token in SIGNED.findall(text):
        numbers.append(int(token))
    return numbers

# --- inputs ---
def random_input(rng):
    pool = ["a", "1", "22", "-", " ", "-5", "3-2", "a-5", "(", "007", "--7", "_", "x", "0", "é-4", "ß"]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 7))),)
