# domain: string_processing
# function: censor_banned_words
# query: Censor text: every whole word (maximal run of letters) that matches one of the banned words
#   case-insensitively is replaced by its first letter followed by "*" for each remaining
#   letter ("Darn it" -> "D*** it"). Other text is unchanged.

def censor_banned_words(text, banned):
    banned_lower = {w.lower() for w in banned}
    out = []
    i = 0
    while i < len(text):
        if text[i].isalpha():
            j = i
            while j < len(text) and text[j].isalpha():
                j += 1
            word = text[i:j]
            if word.lower() in banned_lower:
                word = word[0] + "*" * (len(word) - 1)
            out.append(word)
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)

# --- tests ---
import pytest

assert censor_banned_words("", ["x"]) == ""
assert censor_banned_words("Darn it", ["darn"]) == "D*** it"
assert censor_banned_words("darned darn!", ["darn"]) == "darned d***!"
assert censor_banned_words("a b a", ["A"]) == "a b a"
assert censor_banned_words("heck,HECK", ["heck"]) == "h***,H***"
assert censor_banned_words("clean text", []) == "clean text"
assert censor_banned_words("ab", ["ab"]) == "a*"
assert censor_banned_words("x1x", ["x"]) == "x1x"

# --- implementation 2: blank out the non-letters, find the letter runs as spans, mask banned ones in place ---
import re


def censor_banned_words(text, banned):
    blocked = {b.lower() for b in banned}
    letters_only = "".join(ch if ch.isalpha() else " " for ch in text)
    out = list(text)
    for m in re.finditer(r"\S+", letters_only):
        if m.group().lower() in blocked:
            out[m.start() + 1:m.end()] = "*" * (m.end() - m.start() - 1)
    return "".join(out)

# --- implementation 3: itertools.groupby into letter and non-letter runs ---
from itertools import groupby


def censor_banned_words(text, banned):
    lowered = [b.lower() for b in banned]
    parts = []
    for letters, run in groupby(text, key=str.isalpha):
        chunk = "".join(run)
        if letters and chunk.lower() in lowered:
            chunk = chunk[:1] + "*" * (len(chunk) - 1)
        parts.append(chunk)
    return "".join(parts)

# --- inputs ---
def random_input(rng):
    pool = ["Darn", "darn", "it", " ", "darned", "!", "heck", ",", "HECK", "ab", "x1x", "a", "²", "é"]
    text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 6)))
    return (text, rng.sample(["darn", "heck", "ab", "x", "A"], rng.randint(0, 3)))
