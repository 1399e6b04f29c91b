# domain: string_processing
# function: reverse_words_keep_punctuation_spacing
# query: Reverse the order of space-separated words in a sentence, collapsing runs of spaces into
#   single spaces and dropping leading/trailing spaces. Punctuation stays attached to its word.

def reverse_words_keep_punctuation_spacing(sentence):
    words = []
    current = ""
    for ch in sentence:
        if ch == " ":
            if current:
                words.append(current)
            current = ""
        else:
            current += ch
    if current:
        words.append(current)
    result = []
    for i in range(len(words) - 1, -1, -1):
        result.append(words[i])
    return " ".join(result)

# --- tests ---
import pytest

assert reverse_words_keep_punctuation_spacing("") == ""
assert reverse_words_keep_punctuation_spacing("   ") == ""
assert reverse_words_keep_punctuation_spacing("one") == "one"
assert reverse_words_keep_punctuation_spacing("hello world") == "world hello"
assert reverse_words_keep_punctuation_spacing("  the sky  is blue ") == "blue is sky the"
assert reverse_words_keep_punctuation_spacing("Hi, there!") == "there! Hi,"
assert reverse_words_keep_punctuation_spacing("a b c d") == "d c b a"
assert reverse_words_keep_punctuation_spacing("x  y") == "y x"

# --- implementation 2: filter empty pieces of a space split, then reversed() ---
def reverse_words_keep_punctuation_spacing(sentence):
    pieces = sentence.split(" ")
    words = [p for p in pieces if p != ""]
    words.reverse()
    return " ".join(words)

# --- implementation 3: regex for runs of non-spaces, joined back to front ---
import re


def reverse_words_keep_punctuation_spacing(sentence):
    tokens = re.findall(r"[^ ]+", sentence)
    out = ""
    for token in tokens:
        out = token if not out else token + " " + out
    return out

# --- implementation 4: deque.appendleft builds the reversed order while scanning ---
from collections import deque


def reverse_words_keep_punctuation_spacing(sentence):
    words = deque()
    for piece in sentence.split(" "):
        if piece:
            words.appendleft(piece)
    return " ".join(words)

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 14)
    return ("".join(rng.choice("ab,!  x") for _ in range(n)),)
