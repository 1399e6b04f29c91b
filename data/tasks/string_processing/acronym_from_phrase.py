# domain: string_processing
# function: acronym_from_phrase
# query: Build an uppercase acronym from a phrase by taking the first letter of each word, where
#   words are separated by spaces or hyphens; words starting with a non-letter are skipped and
#   the stop words "of", "and", "the" are ignored unless they are the first word.

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
