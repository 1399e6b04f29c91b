# domain: string_processing
# function: replace_words_from_dictionary
# query: Replace whole words in a sentence using a dictionary of replacements, matching words
#   case-insensitively and preserving the capitalisation of the original word's first letter.
#   Words are maximal runs of letters; everything else is copied unchanged.

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
