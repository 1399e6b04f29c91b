# domain: string_processing
# function: abbreviate_long_words_numeronym
# query: In text, abbreviate every word longer than max_len letters (default 10) as a numeronym:
#   first letter, the number of letters in between, last letter ("internationalization" ->
#   "i18n"). Words are maximal runs of letters; shorter words and all other characters are
#   unchanged. Raise ValueError if max_len < 3.

def abbreviate_long_words_numeronym(text, max_len=10):
    if max_len < 3:
        raise ValueError("max_len must be at least 3")
    out = []
    word = ""
    for ch in text + " ":
        if ch.isalpha():
            word += ch
            continue
        if len(word) > max_len:
            word = word[0] + str(len(word) - 2) + word[-1]
        out.append(word + ch)
        word = ""
    return "".join(out)[:-1]

# --- tests ---
import pytest

assert abbreviate_long_words_numeronym("") == ""
assert abbreviate_long_words_numeronym("internationalization") == "i18n"
assert abbreviate_long_words_numeronym("localization, please") == "l10n, please"
assert abbreviate_long_words_numeronym("abcdefghij") == "abcdefghij"
assert abbreviate_long_words_numeronym("abcdefghijk") == "a9k"
assert abbreviate_long_words_numeronym("word", 3) == "w2d"
assert abbreviate_long_words_numeronym("cat", 3) == "cat"
assert abbreviate_long_words_numeronym("a1bcdef", 4) == "a1b3f"
with pytest.raises(ValueError):
    abbreviate_long_words_numeronym("x", 2)

# --- implementation 2: blank out the non-letters, then find the long letter runs as spans of the mask ---
import re


def abbreviate_long_words_numeronym(text, max_len=10):
    if max_len < 3:
        raise ValueError("max_len must be at least 3")
    mask = "".join(ch if ch.isalpha() else " " for ch in text)
    pieces, last = [], 0
    for m in re.finditer(r"\S{%d,}" % (max_len + 1), mask):
        start, end = m.span()
        pieces.append(text[last:start] + text[start] + str(end - start - 2) + text[end - 1])
        last = end
    pieces.append(text[last:])
    return "".join(pieces)

# --- implementation 3: groupby on str.isalpha, rewriting the long letter runs ---
from itertools import groupby


def abbreviate_long_words_numeronym(text, max_len=10):
    if max_len < 3:
        raise ValueError(max_len)
    pieces = []
    for is_word, run in groupby(text, key=str.isalpha):
        chunk = "".join(run)
        if is_word and len(chunk) > max_len:
            chunk = chunk[0] + str(len(chunk) - 2) + chunk[-1]
        pieces.append(chunk)
    return "".join(pieces)

# --- inputs ---
def random_input(rng):
    pool = ["internationalization", "localization", ", ", "please", "abcdefghij", "abcdefghijk", "word", "cat", "a1bcdef", " ", "x", "-", "²", "é"]
    text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 5)))
    if rng.random() < 0.5:
        return (text,)
    return (text, rng.choice([0, 1, 2]) if rng.random() < 0.1 else rng.choice([3, 4, 5, 10]))
