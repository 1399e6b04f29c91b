# domain: string_processing
# function: replace_words_from_dictionary
# query: Replace whole words in a sentence using a dictionary of replacements, matching words
#   case-insensitively and preserving the capitalisation of the original word's first letter.
#   Words are maximal runs of letters; everything else is copied unchanged. A word whose
#   replacement is the empty string is left as it is.

def replace_words_from_dictionary(sentence, replacements):
    lookup = {k.lower(): v for k, v in replacements.items()}
    out = []
    word = ""
    for ch in sentence + "\0":
        if ch.isalpha():
            word += ch
            continue
        if word:
            new = lookup.get(word.lower())
            if new is not None and new != "":
                if word[0].isupper():
                    new = new[0].upper() + new[1:]
                word = new
            out.append(word)
            word = ""
        out.append(ch)
    return "".join(out)[:-1]

# --- tests ---
import pytest

assert replace_words_from_dictionary("", {"a": "b"}) == ""
assert replace_words_from_dictionary("I like tea.", {"tea": "coffee"}) == "I like coffee."
assert replace_words_from_dictionary("Tea time", {"tea": "coffee"}) == "Coffee time"
assert replace_words_from_dictionary("teapot tea", {"tea": "milk"}) == "teapot milk"
assert replace_words_from_dictionary("TEA!", {"Tea": "juice"}) == "Juice!"
assert replace_words_from_dictionary("a-b", {"a": "x", "b": "y"}) == "x-y"
assert replace_words_from_dictionary("keep it", {"it": ""}) == "keep it"
assert replace_words_from_dictionary("no change", {}) == "no change"

# --- implementation 2: two indices scan each letter span, replaced through a lowercased table ---
def replace_words_from_dictionary(sentence, replacements):
    table = {key.lower(): value for key, value in replacements.items()}
    out = []
    i = 0
    while i < len(sentence):
        if not sentence[i].isalpha():
            out.append(sentence[i])
            i += 1
            continue
        j = i
        while j < len(sentence) and sentence[j].isalpha():
            j += 1
        word = sentence[i:j]
        new = table.get(word.lower())
        if new:
            word = new[0].upper() + new[1:] if word[0].isupper() else new
        out.append(word)
        i = j
    return "".join(out)

# --- implementation 3: itertools.groupby splits the text into letter and non-letter runs ---
from itertools import groupby


def replace_words_from_dictionary(sentence, replacements):
    lowered = {k.lower(): v for k, v in replacements.items()}
    pieces = []
    for is_word, run in groupby(sentence, key=str.isalpha):
        chunk = "".join(run)
        target = lowered.get(chunk.lower(), "") if is_word else ""
        if target:
            chunk = target[:1].upper() + target[1:] if chunk[0].isupper() else target
        pieces.append(chunk)
    return "".join(pieces)

# --- inputs ---
def random_input(rng):
    words = ["tea", "Tea", "TEA", "teapot", "a", "b", "it", "keep", "I"]
    seps = [" ", "-", ". ", "!", "1", "", "²"]
    sentence = ""
    for _ in range(rng.randint(0, 6)):
        sentence += rng.choice(words) + rng.choice(seps)
    keys = rng.sample(["tea", "a", "it", "b", "pot"], rng.randint(0, 3))
    table = {}
    for k in keys:
        table[k.capitalize() if rng.random() < 0.3 else k] = rng.choice(["coffee", "x", "", "milk tea"])
    return (sentence, table)
