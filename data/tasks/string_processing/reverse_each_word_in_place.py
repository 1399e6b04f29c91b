# domain: string_processing
# function: reverse_each_word_in_place
# query: Reverse the letters of each word of text while keeping the words in their original order
#   and keeping every space exactly where it was (multiple spaces preserved): "hello world" ->
#   "olleh dlrow".

def reverse_each_word_in_place(text):
    chars = list(text)
    i = 0
    n = len(chars)
    while i < n:
        if chars[i] == " ":
            i += 1
            continue
        j = i
        while j < n and chars[j] != " ":
            j += 1
        chars[i:j] = chars[i:j][::-1]
        i = j
    return "".join(chars)

# --- tests ---
import pytest

assert reverse_each_word_in_place("") == ""
assert reverse_each_word_in_place("abc") == "cba"
assert reverse_each_word_in_place("hello  world") == "olleh  dlrow"
assert reverse_each_word_in_place(" lead trail ") == " dael liart "
assert reverse_each_word_in_place("a b c") == "a b c"
assert reverse_each_word_in_place("ab cd") == "ba dc"
assert reverse_each_word_in_place("   ") == "   "

# --- implementation 2: split on single spaces keeps empty pieces, so spacing survives ---
def reverse_each_word_in_place(text):
    pieces = []
    for word in text.split(" "):
        pieces.append(word[::-1])
    return " ".join(pieces)

# --- implementation 3: regex substitution of every non-space run by its reverse ---
import re


def reverse_each_word_in_place(text):
    def flip(m):
        return m.group(0)[::-1]
    return re.sub(r"[^ ]+", flip, text)

# --- implementation 4: itertools.groupby separates runs of spaces from runs of other characters ---
from itertools import groupby


def reverse_each_word_in_place(text):
    pieces = []
    for is_space, run in groupby(text, key=lambda ch: ch == " "):
        chunk = "".join(run)
        pieces.append(chunk if is_space else chunk[::-1])
    return "".join(pieces)

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12)
    return ("".join(rng.choice("abc  d,") for _ in range(n)),)
