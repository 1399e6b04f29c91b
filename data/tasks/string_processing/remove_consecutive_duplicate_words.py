# domain: string_processing
# function: remove_consecutive_duplicate_words
# query: Remove immediately repeated words from a sentence ("the the cat" -> "the cat"), comparing
#   words case-insensitively and keeping the first spelling. Words are whitespace-separated and the
#   result is joined with single spaces.

def remove_consecutive_duplicate_words(sentence):
    words = sentence.split()
    result = []
    for i in range(len(words)):
        if i > 0 and words[i].lower() == words[i - 1].lower():
            continue
        result.append(words[i])
    return " ".join(result)

# --- tests ---
import pytest

assert remove_consecutive_duplicate_words("") == ""
assert remove_consecutive_duplicate_words("the the cat") == "the cat"
assert remove_consecutive_duplicate_words("The the THE end") == "The end"
assert remove_consecutive_duplicate_words("a b a b") == "a b a b"
assert remove_consecutive_duplicate_words("go go go") == "go"
assert remove_consecutive_duplicate_words("  x   x  y ") == "x y"
assert remove_consecutive_duplicate_words("one") == "one"
assert remove_consecutive_duplicate_words("a b b") == "a b"

# --- implementation 2: itertools.groupby on the lowercased word, keep each group's first ---
from itertools import groupby


def remove_consecutive_duplicate_words(sentence):
    kept = []
    for _, group in groupby(sentence.split(), key=str.lower):
        kept.append(next(group))
    return " ".join(kept)

# --- implementation 3: compare against the last kept word ---
def remove_consecutive_duplicate_words(sentence):
    out = []
    for word in sentence.split():
        if out and out[-1].lower() == word.lower():
            continue
        out.append(word)
    return " ".join(out)

# --- inputs ---
def random_input(rng):
    words = ["the", "The", "THE", "a", "b", "go", "x"]
    seps = [" ", "  ", "\t"]
    s = ""
    for _ in range(rng.randint(0, 7)):
        s += rng.choice(words) + rng.choice(seps)
    return (s,)
