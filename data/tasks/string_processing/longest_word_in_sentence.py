# domain: string_processing
# function: longest_word_in_sentence
# query: Return the longest word in a sentence, where words are maximal runs of letters (so
#   punctuation and digits separate words). On ties return the earliest; return "" if there are no
#   words.

def longest_word_in_sentence(sentence):
    best = ""
    current = ""
    for ch in sentence + " ":
        if ch.isalpha():
            current += ch
        else:
            if len(current) > len(best):
                best = current
            current = ""
    return best

# --- tests ---
import pytest

assert longest_word_in_sentence("") == ""
assert longest_word_in_sentence("123 !!") == ""
assert longest_word_in_sentence("a") == "a"
assert longest_word_in_sentence("I love programming!") == "programming"
assert longest_word_in_sentence("cat dog") == "cat"
assert longest_word_in_sentence("fun&!! time") == "time"
assert longest_word_in_sentence("ab1cde") == "cde"
assert longest_word_in_sentence("hello") == "hello"

# --- implementation 2: itertools.groupby on str.isalpha, keeping the first longest letter run ---
from itertools import groupby


def longest_word_in_sentence(sentence):
    best = ""
    for is_letter, run in groupby(sentence, key=str.isalpha):
        word = "".join(run)
        if is_letter and len(word) > len(best):
            best = word
    return best

# --- implementation 3: replace non-letters with spaces and split ---
def longest_word_in_sentence(sentence):
    cleaned = "".join(ch if ch.isalpha() else " " for ch in sentence)
    best = ""
    for word in cleaned.split():
        if len(word) > len(best):
            best = word
    return best

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 14)
    return ("".join(rng.choice("abcXY  1_!&-é²") for _ in range(n)),)
