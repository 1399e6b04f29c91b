# domain: string_processing
# function: is_isogram_word
# query: Check whether text, a word or phrase, is an isogram: no letter appears more than once,
#   ignoring case; spaces and hyphens may repeat and other non-letters are ignored too. Returns
#   a bool.

def is_isogram_word(text):
    seen = set()
    for ch in text.lower():
        if not ch.isalpha():
            continue
        if ch in seen:
            return False
        seen.add(ch)
    return True

# --- tests ---
import pytest

assert is_isogram_word("") is True
assert is_isogram_word("lumberjacks") is True
assert is_isogram_word("isograms") is False
assert is_isogram_word("Alphabet") is False
assert is_isogram_word("six-year-old") is True
assert is_isogram_word("up  down") is True
assert is_isogram_word("aA") is False
assert is_isogram_word("a1 1b") is True

# --- implementation 2: compare the letter count with the distinct letter count ---
def is_isogram_word(text):
    letters = []
    for c in text.lower():
        if c.isalpha():
            letters.append(c)
    return len(letters) == len(set(letters))

# --- implementation 3: Counter of the letters, no count above one ---
from collections import Counter


def is_isogram_word(text):
    counts = Counter(ch.casefold() for ch in text if ch.isalpha())
    if not counts:
        return True
    return counts.most_common(1)[0][1] == 1

# --- implementation 4: sort the letters and look for equal neighbours ---
def is_isogram_word(text):
    letters = sorted(ch.lower() for ch in text if ch.isalpha())
    for a, b in zip(letters, letters[1:]):
        if a == b:
            return False
    return True

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 8)
    return ("".join(rng.choice("abcdeABE - 1!") for _ in range(n)),)
