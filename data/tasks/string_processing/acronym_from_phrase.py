# domain: string_processing
# function: acronym_from_phrase
# query: Build an uppercase acronym from a phrase by taking the first letter of each word, where
#   words are separated by spaces or hyphens; words starting with a non-letter are skipped and
#   the stop words "of", "and", "the" (in any letter case) are ignored unless they are the first word.

def acronym_from_phrase(phrase):
    stop_words = ("of", "and", "the")
    letters = []
    words = phrase.replace("-", " ").split()
    for i, word in enumerate(words):
        if i > 0 and word.lower() in stop_words:
            continue
        if not word[0].isalpha():
            continue
        letters.append(word[0].upper())
    return "".join(letters)

# --- tests ---
import pytest

assert acronym_from_phrase("") == ""
assert acronym_from_phrase("Portable Network Graphics") == "PNG"
assert acronym_from_phrase("Bank of America") == "BA"
assert acronym_from_phrase("The Lord of the Rings") == "TLR"
assert acronym_from_phrase("complementary metal-oxide semiconductor") == "CMOS"
assert acronym_from_phrase("Rock AND roll") == "RR"
assert acronym_from_phrase("3 little pigs") == "LP"
assert acronym_from_phrase("of mice and men") == "OMM"

# --- implementation 2: split on runs of whitespace and hyphens with a regular expression ---
import re


def acronym_from_phrase(phrase):
    words = [w for w in re.split(r"[\s-]+", phrase) if w]
    initials = ""
    for position, word in enumerate(words):
        skip = position > 0 and word.lower() in {"of", "and", "the"}
        if not skip and word[0].isalpha():
            initials += word[0].upper()
    return initials

# --- implementation 3: keep the first word, filter the stop words from the rest, join the initials ---
def acronym_from_phrase(phrase):
    words = phrase.replace("-", " ").split()
    if not words:
        return ""
    kept = words[:1] + [w for w in words[1:] if w.lower() not in ("of", "and", "the")]
    return "".join(w[0].upper() for w in kept if w[0].isalpha())

# --- inputs ---
def random_input(rng):
    pool = ["Portable", "network", "of", "The", "and", "AND", "the", "metal-oxide", "3", "little", "Bank", "-", "x", "Of"]
    sep = [" ", "  ", "-", " - "]
    words = [rng.choice(pool) for _ in range(rng.randint(0, 6))]
    return ("".join(w + rng.choice(sep) for w in words).strip(" ") if rng.random() < 0.7 else " ".join(words),)
