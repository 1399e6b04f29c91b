# domain: string_processing
# function: title_case_with_minor_words
# query: Convert a phrase to headline title case: capitalise each space-separated word (first letter
#   upper, rest lower) except the minor words "a", "an", "the", "of", "and", "in", "on", which are
#   lowercased unless they are the first or last word.

def title_case_with_minor_words(phrase):
    minor = {"a", "an", "the", "of", "and", "in", "on"}
    words = phrase.split()
    out = []
    for i, word in enumerate(words):
        lower = word.lower()
        if lower in minor and i != 0 and i != len(words) - 1:
            out.append(lower)
        else:
            out.append(lower[0].upper() + lower[1:])
    return " ".join(out)

# --- tests ---
import pytest

assert title_case_with_minor_words("") == ""
assert title_case_with_minor_words("the lord of the rings") == "The Lord of the Rings"
assert title_case_with_minor_words("war AND peace") == "War and Peace"
assert title_case_with_minor_words("a tale of two cities") == "A Tale of Two Cities"
assert title_case_with_minor_words("what they fought on") == "What They Fought On"
assert title_case_with_minor_words("of") == "Of"
assert title_case_with_minor_words("in an instant") == "In an Instant"
assert title_case_with_minor_words("hELLO   wORLD") == "Hello World"
